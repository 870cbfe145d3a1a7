import { useState, type FormEvent } from 'react';
import { DEPARTMENTS, LIMITS } from '@tenfour/db/browser';
import { Modal } from '../components/modal';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useToast } from '../components/toast';
import { ApiError, request } from '../lib/api';
import { useSubmit } from '../lib/use-submit';
import '../dispatch/dispatch-911.css';
import type { Vehicle } from './civilian-types';

const report = (id: string, body: { department: string; location: string; details: string }) =>
  request<{ message: string }>(`/api/vehicles/${id}/stolen`, { method: 'POST', body });
const recover = (id: string) =>
  request<{ message: string }>(`/api/vehicles/${id}/recovered`, { method: 'POST' });

/** The vehicle row's "Report stolen" (a BOLO goes out) or "Recovered" (it is retired). */
export function StolenVehicleButton({
  vehicle,
  onChanged,
}: {
  vehicle: Vehicle;
  onChanged(): void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const recovered = async () => {
    setBusy(true);
    try {
      toast.show((await recover(vehicle._id)).message);
      onChanged();
    } catch (err) {
      toast.show(err instanceof ApiError ? err.message : 'An error occurred.', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {vehicle.stolen ? (
        <button
          type="button"
          className="btn btn-success btn-sm"
          aria-label={`Vehicle ${vehicle.plate} recovered`}
          disabled={busy}
          onClick={() => void recovered()}
        >
          Recovered
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-warning btn-sm"
          aria-label={`Report vehicle ${vehicle.plate} stolen`}
          onClick={() => setOpen(true)}
        >
          Report stolen
        </button>
      )}
      {open && (
        <ReportStolenModal
          vehicle={vehicle}
          onClose={() => setOpen(false)}
          onReported={(message) => {
            setOpen(false);
            toast.show(message);
            onChanged();
          }}
        />
      )}
      {toast.element}
    </>
  );
}

function ReportStolenModal({
  vehicle,
  onClose,
  onReported,
}: {
  vehicle: Vehicle;
  onClose(): void;
  onReported(message: string): void;
}) {
  const [form, setForm] = useState({
    department: DEPARTMENTS[0] as string,
    location: '',
    details: '',
  });
  const { busy, error, submit } = useSubmit();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const reportStolen = (e: FormEvent) =>
    submit(e, async () => onReported((await report(vehicle._id, form)).message));
  return (
    <Modal title={`Report ${vehicle.plate} stolen`} onClose={onClose}>
      <form className="form" onSubmit={(e) => void reportStolen(e)} noValidate>
        <p className="muted">
          Officers of the department get a BOLO for this vehicle, and plate searches show it as
          stolen until you mark it recovered.
        </p>
        <SelectField
          label="Department"
          options={DEPARTMENTS}
          value={form.department}
          onChange={set('department')}
        />
        <TextField
          label="Last seen"
          maxLength={LIMITS.location}
          value={form.location}
          onChange={set('location')}
        />
        <TextAreaField
          label="Details"
          maxLength={LIMITS.details}
          value={form.details}
          onChange={set('details')}
        />
        <StatusMessage text={error} />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {busy ? 'Saving...' : 'Report Stolen'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

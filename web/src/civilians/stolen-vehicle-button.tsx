import { useState, type FormEvent } from 'react';
import { DEPARTMENTS, LIMITS } from '@tenfour/db/browser';
import { Modal } from '../components/modal';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { StatusMessage } from '../components/status-message';
import { useToast } from '../components/toast';
import { errorText, useSubmit } from '../lib/use-submit';
import '../dispatch/dispatch-911.css';
import type { Vehicle } from './api/get-vehicles';
import { useStolenReports, type StolenReportInput } from './api/report-stolen';
import { useFormState } from '../components/use-form-state';

/** The vehicle row's "Report stolen" (a BOLO goes out) or "Recovered" (it is retired). */
export function StolenVehicleButton({ vehicle }: { vehicle: Vehicle }) {
  const [open, setOpen] = useState(false);
  const reports = useStolenReports(vehicle);
  const { busy, run } = useSubmit();
  const toast = useToast();

  const recovered = () =>
    run(async () => {
      try {
        toast.show((await reports.recovered.mutateAsync()).message);
      } catch (err) {
        toast.show(errorText(err), 'error');
      }
    });

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
          report={(form) => reports.stolen.mutateAsync(form)}
          onClose={() => setOpen(false)}
          onReported={(message) => {
            setOpen(false);
            toast.show(message);
          }}
        />
      )}
      {toast.element}
    </>
  );
}

function ReportStolenModal({
  vehicle,
  report,
  onClose,
  onReported,
}: {
  vehicle: Vehicle;
  report(form: StolenReportInput): Promise<{ message: string }>;
  onClose(): void;
  onReported(message: string): void;
}) {
  const [form, , field] = useFormState<StolenReportInput>({
    department: DEPARTMENTS[0],
    location: '',
    details: '',
  });
  const { busy, error, submit } = useSubmit();
  const reportStolen = (e: FormEvent) =>
    submit(e, async () => onReported((await report(form)).message));
  return (
    <Modal title={`Report ${vehicle.plate} stolen`} onClose={onClose}>
      <form className="form" onSubmit={(e) => void reportStolen(e)} noValidate>
        <p className="muted">
          Officers of the department get a BOLO for this vehicle, and plate searches show it as
          stolen until you mark it recovered.
        </p>
        <SelectField label="Department" options={DEPARTMENTS} {...field('department')} />
        <TextField label="Last seen" maxLength={LIMITS.location} {...field('location')} />
        <TextAreaField label="Details" maxLength={LIMITS.details} {...field('details')} />
        <StatusMessage text={error} />
        <FormActions busy={busy} label="Report Stolen" tone="danger" onCancel={onClose} />
      </form>
    </Modal>
  );
}

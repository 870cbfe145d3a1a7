import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { failure, Issues } from './form-errors';
import { LIMITS } from '@tenfour/db/browser';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import type { FieldIssue } from '../lib/api';
import { formatDateTime, orNA } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { clearBolo } from './api/clear-bolo';
import { type BoloForm, createBolo } from './api/create-bolo';
import { type BoloView } from './api/list-bolos';

export function CreateBoloModal({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(bolo: BoloView, message: string): void;
}) {
  const [form, setForm] = useState<BoloForm>({
    boloType: 'vehicle',
    vehicleDescription: '',
    vehiclePlate: '',
    personDescription: '',
    personName: '',
    location: '',
    details: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; issues: FieldIssue[] }>({
    text: '',
    issues: [],
  });
  const set = (key: keyof BoloForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError({ text: '', issues: [] });
    try {
      const res = await createBolo(form);
      onCreated(res.bolo, res.message);
    } catch (err) {
      setError(failure(err, 'Failed to create BOLO.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Create BOLO" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <SelectField
          label="BOLO Type"
          options={[
            { value: 'vehicle', label: 'Vehicle' },
            { value: 'person', label: 'Person' },
          ]}
          value={form.boloType}
          onChange={set('boloType')}
        />
        {form.boloType === 'vehicle' ? (
          <>
            <TextField
              label="Vehicle Description"
              placeholder="Black Sultan, tinted windows"
              maxLength={LIMITS.description}
              value={form.vehicleDescription}
              onChange={set('vehicleDescription')}
            />
            <TextField
              label="Plate (optional)"
              maxLength={LIMITS.plate}
              value={form.vehiclePlate}
              onChange={set('vehiclePlate')}
            />
          </>
        ) : (
          <>
            <TextField
              label="Person Description"
              placeholder="White male, red hoodie"
              maxLength={LIMITS.description}
              value={form.personDescription}
              onChange={set('personDescription')}
            />
            <TextField
              label="Name (optional)"
              maxLength={LIMITS.personName}
              value={form.personName}
              onChange={set('personName')}
            />
          </>
        )}
        <TextField
          label="Last Known Location"
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
        <StatusMessage text={error.text} />
        <Issues issues={error.issues} />
        <FormActions busy={busy} label="Create BOLO" onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function BoloDetailsModal({
  bolo,
  onClose,
  onCleared,
}: {
  bolo: BoloView;
  onClose(): void;
  onCleared(bolo: BoloView, message: string): void;
}) {
  const { busy, error, run } = useSubmit();
  const active = bolo.status === 'Active';
  const clear = () =>
    run(async () => {
      const res = await clearBolo(bolo._id);
      onCleared(res.bolo, res.message);
    });
  return (
    <Modal title={bolo.boloType === 'vehicle' ? 'Vehicle BOLO' : 'Person BOLO'} onClose={onClose}>
      <div className="form">
        <dl className="details">
          {bolo.boloType === 'vehicle' ? (
            <>
              <dt>Vehicle</dt>
              <dd>{bolo.vehicleDescription}</dd>
              <dt>Plate</dt>
              <dd>{orNA(bolo.vehiclePlate)}</dd>
            </>
          ) : (
            <>
              <dt>Person</dt>
              <dd>{bolo.personDescription}</dd>
              <dt>Name</dt>
              <dd>{orNA(bolo.personName)}</dd>
            </>
          )}
          <dt>Location</dt>
          <dd>{orNA(bolo.location)}</dd>
          <dt>Details</dt>
          <dd className="dispatch-prewrap">{orNA(bolo.details)}</dd>
          <dt>Issued</dt>
          <dd>
            {formatDateTime(bolo.createdAt)}
            {bolo.createdBy ? ` by ${bolo.createdBy}` : ''}
          </dd>
          <dt>Status</dt>
          <dd>
            <span className={`badge ${active ? 'badge-yellow' : 'badge-green'}`}>
              {bolo.status}
            </span>
            {bolo.clearedBy ? ` by ${bolo.clearedBy}` : ''}
          </dd>
        </dl>
        <StatusMessage text={error} />
        {active && (
          <div className="form-actions">
            <button type="button" className="btn btn-success" disabled={busy} onClick={clear}>
              <CircleCheck aria-hidden="true" size={16} /> {busy ? 'Clearing...' : 'Clear BOLO'}
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}

import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Issues, useSubmitWithIssues } from './form-errors';
import { LIMITS } from '@tenfour/db/browser';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { bindField, SelectField, TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { formatDateTime, orNA } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { useClearBolo } from './api/clear-bolo';
import { type BoloForm, useCreateBolo } from './api/create-bolo';
import { type BoloView } from './api/list-bolos';

/** The fields each kind of BOLO asks for, in order. */
const KIND_FIELDS: Record<
  BoloForm['boloType'],
  {
    key: 'vehicleDescription' | 'vehiclePlate' | 'personDescription' | 'personName';
    label: string;
    placeholder?: string;
    maxLength: number;
  }[]
> = {
  vehicle: [
    {
      key: 'vehicleDescription',
      label: 'Vehicle Description',
      placeholder: 'Black Sultan, tinted windows',
      maxLength: LIMITS.description,
    },
    { key: 'vehiclePlate', label: 'Plate (optional)', maxLength: LIMITS.plate },
  ],
  person: [
    {
      key: 'personDescription',
      label: 'Person Description',
      placeholder: 'White male, red hoodie',
      maxLength: LIMITS.description,
    },
    { key: 'personName', label: 'Name (optional)', maxLength: LIMITS.personName },
  ],
};

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
  const { busy, error, issues, submit } = useSubmitWithIssues('Failed to create BOLO.');
  const createBolo = useCreateBolo();
  const set = (key: keyof BoloForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const create = (e: FormEvent) =>
    submit(e, async () => {
      const res = await createBolo.mutateAsync(form);
      onCreated(res.bolo, res.message);
    });

  return (
    <Modal title="Create BOLO" onClose={onClose}>
      <form className="form" onSubmit={(e) => void create(e)} noValidate>
        <SelectField
          label="BOLO Type"
          options={[
            { value: 'vehicle', label: 'Vehicle' },
            { value: 'person', label: 'Person' },
          ]}
          {...bindField(form, set, 'boloType')}
        />
        {KIND_FIELDS[form.boloType].map((field, index) => (
          <TextField
            // By place, so switching the kind keeps the inputs, as the form always has.
            key={index}
            label={field.label}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            value={form[field.key]}
            onChange={set(field.key)}
          />
        ))}
        <TextField
          label="Last Known Location"
          maxLength={LIMITS.location}
          {...bindField(form, set, 'location')}
        />
        <TextAreaField
          label="Details"
          maxLength={LIMITS.details}
          {...bindField(form, set, 'details')}
        />
        <StatusMessage text={error} />
        <Issues issues={issues} />
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
  const clearBolo = useClearBolo();
  const active = bolo.status === 'Active';
  const clear = () =>
    run(async () => {
      const res = await clearBolo.mutateAsync(bolo._id);
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

import { useState, type FormEvent } from 'react';
import { DEPARTMENTS, LIMITS, type CallService } from '@tenfour/db/dispatch/constants';
import { LocationFields } from '../dispatch/location-fields';
import { Modal } from '../components/modal';
import { SelectField, TextAreaField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { emergencyApi, type CallerCallView } from '../dispatch/dispatcher-api';
import { ServiceCheckboxes } from '../dispatch/service-checkboxes';
import type { Civilian } from './civilian-types';

/** "Call 911": where, what is happening, and which services are needed. */
export function Call911Dialog({
  civilians,
  onClose,
  onCalled,
}: {
  civilians: Civilian[];
  onClose(): void;
  onCalled(call: CallerCallView, message: string): void;
}) {
  const [form, setForm] = useState({
    civilianId: civilians[0]?._id ?? '',
    department: DEPARTMENTS[0] as string,
    location: '',
    postal: '',
    description: '',
  });
  const [services, setServices] = useState<CallService[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const res = await emergencyApi.call({ ...form, services });
      onCalled(res.call, res.message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'An error occurred.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Call 911" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <SelectField
          label="Calling as"
          options={civilians.map((c) => ({ value: c._id, label: `${c.firstName} ${c.lastName}` }))}
          value={form.civilianId}
          onChange={set('civilianId')}
        />
        <SelectField
          label="Department"
          options={DEPARTMENTS}
          value={form.department}
          onChange={set('department')}
        />
        <LocationFields location={form.location} postal={form.postal} set={set} />
        <TextAreaField
          label="What is happening?"
          maxLength={LIMITS.details}
          value={form.description}
          onChange={set('description')}
        />
        <ServiceCheckboxes value={services} onChange={setServices} legend="Who do you need?" />
        <StatusMessage text={error} />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {busy ? 'Calling...' : 'Call 911'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { type CallService, type CallType } from '@tenfour/db/dispatch/constants';
import { CallFields } from './location-fields';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { SelectField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { dispatcherApi, type CallView } from './dispatcher-api';
import { ServiceCheckboxes } from './service-checkboxes';

export const PRIORITIES = [
  { value: '1', label: 'Priority 1 (urgent)' },
  { value: '2', label: 'Priority 2' },
  { value: '3', label: 'Priority 3 (routine)' },
];

/** A call the dispatcher takes: nobody is on it until they assign units. */
export function DispatcherCallModal({
  department,
  onClose,
  onCreated,
}: {
  department: string;
  onClose(): void;
  onCreated(call: CallView, message: string): void;
}) {
  const [form, setForm] = useState({
    type: '',
    location: '',
    postal: '',
    details: '',
    priority: '2',
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
      const res = await dispatcherApi.createCall({
        department,
        type: form.type as CallType,
        location: form.location,
        postal: form.postal,
        details: form.details,
        services,
        priority: Number(form.priority),
      });
      onCreated(res.call, res.message ?? '');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Failed to create call.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Create Call" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <CallFields form={form} set={set} />
        <ServiceCheckboxes
          value={services}
          onChange={setServices}
          legend="Services (empty: what the type needs)"
        />
        <SelectField
          label="Priority"
          options={PRIORITIES}
          value={form.priority}
          onChange={set('priority')}
        />
        <StatusMessage text={error} />
        <FormActions busy={busy} label="Create Call" onCancel={onClose} />
      </form>
    </Modal>
  );
}

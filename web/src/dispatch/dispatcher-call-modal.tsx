import { useState, type FormEvent } from 'react';
import { type CallService, type CallType } from '@tenfour/db/browser';
import { CallFields } from './location-fields';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { bindField, SelectField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { errorText, useSubmit } from '../lib/use-submit';
import { useCreateDispatcherCall } from './api/create-dispatcher-call';
import type { ConsoleDepartment } from './api/dispatch-board';
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
  department: ConsoleDepartment;
  onClose(): void;
  onCreated(message: string): void;
}) {
  const [form, setForm] = useState({
    type: '',
    location: '',
    postal: '',
    details: '',
    priority: '2',
  });
  const [services, setServices] = useState<CallService[]>([]);
  const { busy, error, submit } = useSubmit((err) => errorText(err, 'Failed to create call.'));
  const createCall = useCreateDispatcherCall();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const create = (e: FormEvent) =>
    submit(e, async () => {
      const res = await createCall.mutateAsync({
        department,
        type: form.type as CallType,
        location: form.location,
        postal: form.postal,
        details: form.details,
        services,
        priority: Number(form.priority),
      });
      onCreated(res.message ?? '');
    });

  return (
    <Modal title="Create Call" onClose={onClose}>
      <form className="form" onSubmit={(e) => void create(e)} noValidate>
        <CallFields form={form} set={set} />
        <ServiceCheckboxes
          value={services}
          onChange={setServices}
          legend="Services (empty: what the type needs)"
        />
        <SelectField label="Priority" options={PRIORITIES} {...bindField(form, set, 'priority')} />
        <StatusMessage text={error} />
        <FormActions busy={busy} label="Create Call" onCancel={onClose} />
      </form>
    </Modal>
  );
}

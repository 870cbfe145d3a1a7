import { useState, type FormEvent } from 'react';
import {
  CALL_TYPES,
  DEPARTMENTS,
  LIMITS,
  type CallService,
  type CallType,
} from '@tenfour/db/browser';
import { Modal } from '../../components/modal';
import { bindField, SelectField, TextAreaField } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { StatusMessage } from '../../components/status-message';
import { useSubmit } from '../../lib/use-submit';
import { useCall911 } from '../api/call-911';
import { LocationFields } from '../location-fields';
import { ServiceCheckboxes } from '../service-checkboxes';

/** A civilian of the member's who may make the call. */
export interface Caller {
  _id: string;
  firstName: string;
  lastName: string;
}

/** "Call 911": where, what is happening, and which services are needed. */
export function Call911Dialog({
  civilians,
  onClose,
  onCalled,
}: {
  civilians: Caller[];
  onClose(): void;
  onCalled(message: string): void;
}) {
  const [form, setForm] = useState({
    civilianId: civilians[0]?._id ?? '',
    department: DEPARTMENTS[0] as (typeof DEPARTMENTS)[number],
    location: '',
    postal: '',
    description: '',
    type: 'Other' as CallType,
  });
  const [services, setServices] = useState<CallService[]>([]);
  const { busy, error, submit } = useSubmit();
  const dial = useCall911();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const call = (e: FormEvent) =>
    submit(e, async () => {
      const res = await dial.mutateAsync({ ...form, services });
      onCalled(res.message);
    });

  return (
    <Modal title="Call 911" onClose={onClose}>
      <form className="form" onSubmit={(e) => void call(e)} noValidate>
        <SelectField
          label="Calling as"
          options={civilians.map((c) => ({ value: c._id, label: `${c.firstName} ${c.lastName}` }))}
          {...bindField(form, set, 'civilianId')}
        />
        <SelectField
          label="Department"
          options={DEPARTMENTS}
          {...bindField(form, set, 'department')}
        />
        <LocationFields location={form.location} postal={form.postal} set={set} />
        <SelectField
          label="What kind of emergency?"
          options={CALL_TYPES}
          {...bindField(form, set, 'type')}
        />
        <TextAreaField
          label="What is happening?"
          maxLength={LIMITS.details}
          {...bindField(form, set, 'description')}
        />
        <ServiceCheckboxes value={services} onChange={setServices} legend="Who do you need?" />
        <StatusMessage text={error} />
        <FormActions
          busy={busy}
          label="Call 911"
          busyLabel="Calling..."
          tone="danger"
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

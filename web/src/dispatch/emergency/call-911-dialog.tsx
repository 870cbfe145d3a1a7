import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type CallService, type CallType } from '@tenfour/db/browser';
import { useCallTypeNames } from '../api/community-values';
import { Modal } from '../../components/modal';
import { SelectField, TextAreaField } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { StatusMessage } from '../../components/status-message';
import { useSubmit } from '../../lib/use-submit';
import { DepartmentSelect } from '../../lib/departments';
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
  const { t } = useTranslation();
  const [form, setForm] = useState({
    civilianId: civilians[0]?._id ?? '',
    department: '',
    location: '',
    postal: '',
    description: '',
    type: 'Other' as CallType,
  });
  const [services, setServices] = useState<CallService[]>([]);
  const callTypes = useCallTypeNames(form.type);
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
    <Modal title={t('dispatch.call911.title')} onClose={onClose}>
      <form className="form" onSubmit={(e) => void call(e)} noValidate>
        <SelectField
          label={t('dispatch.call911.callingAs')}
          options={civilians.map((c) => ({ value: c._id, label: `${c.firstName} ${c.lastName}` }))}
          value={form.civilianId}
          onChange={set('civilianId')}
        />
        <DepartmentSelect
          label={t('dispatch.header.department')}
          use="any"
          value={form.department}
          onChange={set('department')}
        />
        <LocationFields location={form.location} postal={form.postal} set={set} />
        <SelectField
          label={t('dispatch.call911.kind')}
          options={callTypes}
          value={form.type}
          onChange={set('type')}
        />
        <TextAreaField
          label={t('dispatch.call911.what')}
          maxLength={LIMITS.details}
          value={form.description}
          onChange={set('description')}
        />
        <ServiceCheckboxes
          value={services}
          onChange={setServices}
          legend={t('dispatch.call911.who')}
        />
        <StatusMessage text={error} />
        <FormActions
          busy={busy}
          label={t('dispatch.call911.title')}
          busyLabel={t('dispatch.call911.calling')}
          tone="danger"
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallService, type CallType } from '@tenfour/db/browser';
import { CallFields } from './location-fields';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { SelectField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { errorText, useSubmit } from '../lib/use-submit';
import { useCreateDispatcherCall } from './api/create-dispatcher-call';
import type { ConsoleDepartment } from './api/dispatch-board';
import { ServiceCheckboxes } from './service-checkboxes';
import { priorities } from './labels';
import { useCommunityValues } from './api/community-values';

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
  const { t } = useTranslation();
  const { busy, error, submit } = useSubmit((err) =>
    errorText(err, t('dispatch.createCall.failed')),
  );
  const createCall = useCreateDispatcherCall();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const callTypes = useCommunityValues().data?.callTypes;
  // Choosing a type proposes its default priority; the dispatcher may still change it.
  const setField = (key: keyof typeof form) =>
    key === 'type'
      ? (e: { target: { value: string } }) => {
          const chosen = callTypes?.find((c) => !c.retired && c.name === e.target.value);
          setForm((f) => ({
            ...f,
            type: e.target.value,
            ...(chosen && { priority: String(chosen.priority) }),
          }));
        }
      : set(key);

  const create = (e: FormEvent) =>
    submit(e, async () => {
      const res = await createCall.mutateAsync({
        department,
        type: form.type as CallType,
        location: form.location,
        postal: form.postal,
        details: form.details,
        // None ticked: the call needs what its type needs (the server's rule), as the legend says.
        ...(services.length ? { services } : {}),
        priority: Number(form.priority),
      });
      onCreated(res.message ?? '');
    });

  return (
    <Modal title={t('dispatch.createCall.title')} onClose={onClose}>
      <form className="form" onSubmit={(e) => void create(e)} noValidate>
        <CallFields form={form} set={setField} />
        <ServiceCheckboxes
          value={services}
          onChange={setServices}
          legend={t('dispatch.createCall.servicesLegend')}
        />
        <SelectField
          label={t('dispatch.createCall.priority')}
          options={priorities(t)}
          value={form.priority}
          onChange={set('priority')}
        />
        <StatusMessage text={error} />
        <FormActions busy={busy} label={t('dispatch.createCall.title')} onCancel={onClose} />
      </form>
    </Modal>
  );
}

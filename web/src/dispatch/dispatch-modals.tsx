import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CallService,
  SUBDIVISIONS,
  type CallType,
  type Subdivision,
} from '@tenfour/db/browser';
import { FormActions } from '../components/form-actions';
import { CallFields } from './location-fields';
import { Modal } from '../components/modal';
import { SelectField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useSubmit } from '../lib/use-submit';
import { useCreateCall } from './api/create-call';
import { type CallView } from './api/list-calls';
import { ServicesPicker } from './call-services';
import { subdivisionText } from './labels';

import { Issues, useSubmitWithIssues } from './form-errors';

export function CreateCallModal({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(call: CallView, message: string): void;
}) {
  const [form, setForm] = useState({ type: '', location: '', postal: '', details: '' });
  const [services, setServices] = useState<CallService[]>([]);
  const { t } = useTranslation();
  const { busy, error, issues, submit } = useSubmitWithIssues(t('dispatch.createCall.failed'));
  const createCall = useCreateCall();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const create = (e: FormEvent) =>
    submit(e, async () => {
      const res = await createCall.mutateAsync({
        ...form,
        type: form.type as CallType,
        ...(services.length && { services }),
      });
      onCreated(res.call, res.message);
    });

  return (
    <Modal title={t('dispatch.createCall.title')} onClose={onClose}>
      <form className="form" onSubmit={(e) => void create(e)} noValidate>
        <CallFields form={form} set={set} />
        <ServicesPicker value={services} onChange={setServices} />
        <StatusMessage text={error} />
        <Issues issues={issues} />
        <FormActions busy={busy} label={t('dispatch.createCall.title')} onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function SubdivisionModal({
  current,
  onClose,
  onSave,
}: {
  current: string;
  onClose(): void;
  onSave(subdivision: Subdivision): Promise<void>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(current);
  const { busy, error, submit } = useSubmit();
  return (
    <Modal title={t('dispatch.subdivision.select')} onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e, () => onSave(value as Subdivision))}>
        <SelectField
          label={t('dispatch.subdivision.label')}
          options={SUBDIVISIONS.map((s) => ({ value: s.code, label: subdivisionText(t, s.code) }))}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <StatusMessage text={error} />
        <FormActions busy={busy} label={t('dispatch.subdivision.save')} onCancel={onClose} />
      </form>
    </Modal>
  );
}

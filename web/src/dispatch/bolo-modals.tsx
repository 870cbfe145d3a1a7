import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Issues, useSubmitWithIssues } from './form-errors';
import { LIMITS } from '@tenfour/db/browser';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { formatDateTime, orNA } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { useClearBolo } from './api/clear-bolo';
import { type BoloForm, useCreateBolo } from './api/create-bolo';
import { type BoloView } from './api/list-bolos';
import { boloStatusText } from './labels';

/** The fields each kind of BOLO asks for, in order. */
const kindFields = (
  t: TFunction,
): Record<
  BoloForm['boloType'],
  {
    key: 'vehicleDescription' | 'vehiclePlate' | 'personDescription' | 'personName';
    label: string;
    placeholder?: string;
    maxLength: number;
  }[]
> => ({
  vehicle: [
    {
      key: 'vehicleDescription',
      label: t('dispatch.bolo.vehicleDescription'),
      placeholder: t('dispatch.bolo.vehicleExample'),
      maxLength: LIMITS.description,
    },
    { key: 'vehiclePlate', label: t('dispatch.bolo.plateOptional'), maxLength: LIMITS.plate },
  ],
  person: [
    {
      key: 'personDescription',
      label: t('dispatch.bolo.personDescription'),
      placeholder: t('dispatch.bolo.personExample'),
      maxLength: LIMITS.description,
    },
    { key: 'personName', label: t('dispatch.bolo.nameOptional'), maxLength: LIMITS.personName },
  ],
});

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
  const { t } = useTranslation();
  const { busy, error, issues, submit } = useSubmitWithIssues(t('dispatch.bolo.createFailed'));
  const createBolo = useCreateBolo();
  const set = (key: keyof BoloForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const create = (e: FormEvent) =>
    submit(e, async () => {
      const res = await createBolo.mutateAsync(form);
      onCreated(res.bolo, res.message);
    });

  return (
    <Modal title={t('dispatch.bolo.create')} onClose={onClose}>
      <form className="form" onSubmit={(e) => void create(e)} noValidate>
        <SelectField
          label={t('dispatch.bolo.type')}
          options={[
            { value: 'vehicle', label: t('dispatch.bolo.vehicle') },
            { value: 'person', label: t('dispatch.bolo.person') },
          ]}
          value={form.boloType}
          onChange={set('boloType')}
        />
        {kindFields(t)[form.boloType].map((field, index) => (
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
          label={t('dispatch.bolo.lastKnownLocation')}
          maxLength={LIMITS.location}
          value={form.location}
          onChange={set('location')}
        />
        <TextAreaField
          label={t('dispatch.bolo.details')}
          maxLength={LIMITS.details}
          value={form.details}
          onChange={set('details')}
        />
        <StatusMessage text={error} />
        <Issues issues={issues} />
        <FormActions busy={busy} label={t('dispatch.bolo.create')} onCancel={onClose} />
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
  const { t } = useTranslation();
  const { busy, error, run } = useSubmit();
  const clearBolo = useClearBolo();
  const active = bolo.status === 'Active';
  const clear = () =>
    run(async () => {
      const res = await clearBolo.mutateAsync(bolo._id);
      onCleared(res.bolo, res.message);
    });
  return (
    <Modal
      title={
        bolo.boloType === 'vehicle' ? t('dispatch.bolo.vehicleBolo') : t('dispatch.bolo.personBolo')
      }
      onClose={onClose}
    >
      <div className="form">
        <dl className="details">
          {bolo.boloType === 'vehicle' ? (
            <>
              <dt>{t('dispatch.bolo.vehicle')}</dt>
              <dd>{bolo.vehicleDescription}</dd>
              <dt>{t('dispatch.bolo.plate')}</dt>
              <dd>{orNA(bolo.vehiclePlate)}</dd>
            </>
          ) : (
            <>
              <dt>{t('dispatch.bolo.person')}</dt>
              <dd>{bolo.personDescription}</dd>
              <dt>{t('dispatch.bolo.name')}</dt>
              <dd>{orNA(bolo.personName)}</dd>
            </>
          )}
          <dt>{t('dispatch.bolo.location')}</dt>
          <dd>{orNA(bolo.location)}</dd>
          <dt>{t('dispatch.bolo.details')}</dt>
          <dd className="dispatch-prewrap">{orNA(bolo.details)}</dd>
          <dt>{t('dispatch.bolo.issued')}</dt>
          <dd>
            {bolo.createdBy
              ? t('dispatch.bolo.issuedBy', {
                  date: formatDateTime(bolo.createdAt),
                  name: bolo.createdBy,
                })
              : formatDateTime(bolo.createdAt)}
          </dd>
          <dt>{t('dispatch.bolo.status')}</dt>
          <dd>
            <span className={`badge ${active ? 'badge-yellow' : 'badge-green'}`}>
              {boloStatusText(t, bolo.status)}
            </span>
            {bolo.clearedBy && <> {t('dispatch.bolo.clearedBy', { name: bolo.clearedBy })}</>}
          </dd>
        </dl>
        <StatusMessage text={error} />
        {active && (
          <div className="form-actions">
            <button type="button" className="btn btn-success" disabled={busy} onClick={clear}>
              <CircleCheck aria-hidden="true" size={16} />{' '}
              {busy ? t('dispatch.bolo.clearing') : t('dispatch.bolo.clear')}
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}

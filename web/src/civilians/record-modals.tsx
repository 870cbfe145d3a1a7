import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, TextAreaField } from '../components/field';
import { useAddLicense } from './api/add-license';
import { useLiveLicenseTypes } from './api/community-lists';
import { useAddMedicalRecord } from './api/add-medical-record';
import { DELAYS, useLater } from './use-later';
import { licenseLabel } from './labels';
import {
  failure,
  RecordFormModal,
  useRecordSubmit,
  type RecordModalProps,
} from './record-modal-parts';

/** Add New License: only classes the civilian lacks; the member's roles decide the rest. */
export function AddLicenseModal({
  civilian,
  allowed,
  onClose,
  onSuccess,
}: RecordModalProps & {
  allowed: readonly string[];
  /** Runs on success, before the dialog closes. */
  onSuccess(): void;
}) {
  const held = civilian.licenses ?? [];
  const missing = useLiveLicenseTypes()
    .map((type) => type.name)
    .filter((type) => !held.includes(type));
  const [license, setLicense] = useState('');
  const add = useAddLicense(civilian._id);
  const { t } = useTranslation();
  const { busy, message, ok, submit } = useRecordSubmit(
    failure(t('civilians.licenses.addFailed'), t('civilians.licenses.addError')),
  );
  const later = useLater();

  return (
    <RecordFormModal
      title={t('civilians.licenses.addTitle')}
      onClose={onClose}
      onSubmit={(e) =>
        submit(
          e,
          async () => {
            await add.mutateAsync(license);
            onSuccess();
            later(DELAYS.record, onClose);
            return t('civilians.licenses.added');
          },
          license ? undefined : t('civilians.licenses.selectRequired'),
        )
      }
      busy={busy}
      message={message}
      ok={ok}
      label={t('civilians.licenses.add')}
      busyLabel={t('civilians.licenses.adding')}
      disabled={missing.length === 0}
    >
      <Field label={t('civilians.licenses.type')}>
        {(id) => (
          <select
            id={id}
            value={license}
            disabled={missing.length === 0}
            onChange={(e) => setLicense(e.target.value)}
          >
            {missing.length === 0 ? (
              <option value="">{t('civilians.licenses.noneAvailable')}</option>
            ) : (
              <>
                <option value="">{t('civilians.licenses.select')}</option>
                {missing.map((type) => (
                  <option key={type} value={type} disabled={!allowed.includes(type)}>
                    {allowed.includes(type)
                      ? licenseLabel(t, type)
                      : t('civilians.licenses.roleRequired', { license: licenseLabel(t, type) })}
                  </option>
                ))}
              </>
            )}
          </select>
        )}
      </Field>
    </RecordFormModal>
  );
}

/** Add Medical Record: the description must not be blank. */
export function AddMedicalRecordModal({ civilian, onClose }: RecordModalProps) {
  const [description, setDescription] = useState('');
  const add = useAddMedicalRecord(civilian._id);
  const { t } = useTranslation();
  const { busy, message, ok, submit } = useRecordSubmit(
    failure(t('civilians.medical.addFailed'), t('civilians.medical.addError')),
  );
  const later = useLater();

  return (
    <RecordFormModal
      title={t('civilians.medical.title')}
      onClose={onClose}
      onSubmit={(e) =>
        submit(
          e,
          async () => {
            await add.mutateAsync(description.trim());
            later(DELAYS.record, onClose);
            return t('civilians.medical.added');
          },
          description.trim() ? undefined : t('civilians.medical.detailsRequired'),
        )
      }
      busy={busy}
      message={message}
      ok={ok}
      label={t('civilians.medical.submit')}
      busyLabel={t('civilians.submitting')}
    >
      <p className="muted small">
        {t('civilians.medical.for', {
          firstName: civilian.firstName,
          lastName: civilian.lastName,
        })}
      </p>
      <TextAreaField
        label={t('civilians.medical.details')}
        maxLength={2000}
        rows={5}
        placeholder={t('civilians.medical.detailsPlaceholder')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
    </RecordFormModal>
  );
}

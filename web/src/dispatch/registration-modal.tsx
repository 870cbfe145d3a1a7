import type { FormEvent, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIMITS } from '@tenfour/db/browser';
import { useAllCivilians } from '../civilians';
import { SelectField, TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { DepartmentSelect } from '../lib/departments';
import { useUser } from '../lib/session';
import { StatusMessage } from '../components/status-message';

export interface RegistrationBasics {
  civilianId: string;
  callsign: string;
  department: string;
}

/**
 * Registering a unit profile (officer or fire/rescue): the civilian served as (any of the
 * member's, however many), the callsign, the service's own fields (`children`) and the
 * department's platform.
 */
export function RegistrationModal({
  title,
  service,
  intro,
  callsignPlaceholder,
  value,
  onChange,
  busy,
  message,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  /** Whose profile: its department must serve police, or fire or EMS. */
  service: 'police' | 'safr';
  intro: ReactNode;
  callsignPlaceholder: string;
  value: RegistrationBasics;
  onChange(key: keyof RegistrationBasics, value: string): void;
  busy: boolean;
  message: string;
  onSubmit(e: FormEvent): void;
  onClose(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const civilians = useAllCivilians();
  const { permissions } = useUser();
  return (
    <Modal title={title} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <p className="muted small">{intro}</p>
        {civilians !== null && !civilians.length && (
          <p className="message error">
            <Trans
              i18nKey="dispatch.registration.noCivilians"
              components={{ page: <Link to="/dashboard/civilian" /> }}
            />
          </p>
        )}
        <SelectField
          label={t('dispatch.registration.civilian')}
          placeholder={t('dispatch.registration.selectCivilian')}
          options={(civilians ?? []).map((c) => ({
            value: c._id,
            label: `${c.firstName} ${c.lastName}`,
          }))}
          value={value.civilianId}
          onChange={(e) => onChange('civilianId', e.target.value)}
        />
        <TextField
          label={t('dispatch.registration.callsign')}
          placeholder={callsignPlaceholder}
          maxLength={LIMITS.callsign}
          value={value.callsign}
          onChange={(e) => onChange('callsign', e.target.value)}
        />
        {children}
        <DepartmentSelect
          label={t('dispatch.registration.platform')}
          placeholder={t('dispatch.registration.selectPlatform')}
          use={service}
          only={service === 'police' ? permissions.departments : permissions.fireRescueDepartments}
          value={value.department}
          onChange={(e) => onChange('department', e.target.value)}
        />
        <StatusMessage text={message} />
        <FormActions busy={busy} label={t('dispatch.registration.register')} onCancel={onClose} />
      </form>
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '../lib/api';
import { useSubmit } from '../lib/use-submit';
import { type OfficerView } from './api/get-my-officer';
import { useRegisterOfficer, type OfficerRegistration } from './api/register-officer';
import { RegistrationModal, type RegistrationBasics } from './registration-modal';

// Only a refusal that names a reason is shown as such; anything else reads as "try again".
const refusal = (t: TFunction, err: unknown) =>
  err instanceof ApiError && [400, 403, 409].includes(err.status)
    ? (err.issues[0]?.message ?? err.message)
    : t('dispatch.registration.officerFailed');

/** Civilian, callsign and platform are all required. */
export function OfficerRegistrationModal({
  discordId,
  onClose,
  onRegistered,
}: {
  discordId: string;
  onClose(): void;
  onRegistered(officer: OfficerView): void;
}) {
  const [form, setForm] = useState<RegistrationBasics>({
    civilianId: '',
    callsign: '',
    department: '',
  });
  const { t } = useTranslation();
  const { busy, error: message, setError: setMessage, run } = useSubmit((err) => refusal(t, err));
  const registerOfficer = useRegisterOfficer();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.civilianId || !form.callsign.trim() || !form.department) {
      setMessage(t('dispatch.registration.allRequired'));
      return;
    }
    await run(async () => {
      const { officer } = await registerOfficer.mutateAsync({
        discordId,
        ...form,
        department: form.department as OfficerRegistration['department'],
        callsign: form.callsign.trim(),
      });
      onRegistered(officer);
    });
  };

  return (
    <RegistrationModal
      title={t('dispatch.registration.officerTitle')}
      service="police"
      intro={t('dispatch.registration.officerIntro')}
      callsignPlaceholder="D-104"
      value={form}
      onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
      busy={busy}
      message={message}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    />
  );
}

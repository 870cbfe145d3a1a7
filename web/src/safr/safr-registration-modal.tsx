import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LIMITS, SAFR_ROLE_CODES, type SafrRole } from '@tenfour/db/browser';
import { bindField, SelectField, TextField } from '../components/field';
import { RegistrationModal } from '../dispatch';
import { ApiError } from '../lib/api';
import { useSubmit } from '../lib/use-submit';
import type { SafrProfileView } from './api/get-safr-me';
import { useRegisterSafrProfile } from './api/register-safr-profile';
import { safrRoleLabel } from './labels';

// A message the server wrote says what to fix; anything else reads as "try again".
const refusal = (t: TFunction) => (err: unknown) =>
  err instanceof ApiError && err.fromServer
    ? (err.issues[0]?.message ?? err.message)
    : t('safr.registration.failed');

/** A fire/rescue profile per department: the civilian served as, callsign, role and station. */
export function SafrRegistrationModal({
  onClose,
  onRegistered,
}: {
  onClose(): void;
  onRegistered(profile: SafrProfileView): void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    civilianId: '',
    department: '',
    callsign: '',
    role: '' as SafrRole | '',
    station: '',
  });
  const { busy, error: message, setError: setMessage, run } = useSubmit(refusal(t));
  const registerSafrProfile = useRegisterSafrProfile();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  // Bound before the markup: a form key is no text a person reads.
  const role = bindField(form, set, 'role');
  const station = bindField(form, set, 'station');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.civilianId || !form.callsign.trim() || !form.department || !form.role) {
      setMessage(t('safr.registration.required'));
      return;
    }
    await run(async () => {
      const { profile } = await registerSafrProfile.mutateAsync({
        ...form,
        callsign: form.callsign.trim(),
      });
      onRegistered(profile);
    });
  };

  return (
    <RegistrationModal
      title={t('safr.registration.title')}
      service="safr"
      intro={t('safr.registration.intro')}
      callsignPlaceholder="M-3"
      value={form}
      onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
      busy={busy}
      message={message}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <SelectField
        label={t('safr.registration.role')}
        placeholder={t('safr.registration.selectRole')}
        options={SAFR_ROLE_CODES.map((code) => ({ value: code, label: safrRoleLabel(t, code) }))}
        {...role}
      />
      <TextField
        label={t('safr.registration.station')}
        placeholder={t('safr.registration.stationPlaceholder')}
        maxLength={LIMITS.station}
        {...station}
      />
    </RegistrationModal>
  );
}

import { useState, type FormEvent } from 'react';
import { LIMITS, SAFR_ROLE_CODES, type SafrRole } from '@tenfour/db/browser';
import { bindField, SelectField, TextField } from '../components/field';
import { RegistrationModal } from '../dispatch';
import { ApiError } from '../lib/api';
import { useSubmit } from '../lib/use-submit';
import type { SafrProfileView } from './api/get-safr-me';
import { useRegisterSafrProfile } from './api/register-safr-profile';

// A message the server wrote says what to fix; anything else reads as "try again".
const refusal = (err: unknown) =>
  err instanceof ApiError && err.fromServer
    ? (err.issues[0]?.message ?? err.message)
    : 'Failed to register. Try again.';

/** A fire/rescue profile per department: the civilian served as, callsign, role and station. */
export function SafrRegistrationModal({
  onClose,
  onRegistered,
}: {
  onClose(): void;
  onRegistered(profile: SafrProfileView): void;
}) {
  const [form, setForm] = useState({
    civilianId: '',
    department: '',
    callsign: '',
    role: '' as SafrRole | '',
    station: '',
  });
  const { busy, error: message, setError: setMessage, run } = useSubmit(refusal);
  const registerSafrProfile = useRegisterSafrProfile();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.civilianId || !form.callsign.trim() || !form.department || !form.role) {
      setMessage('All fields except the station are required.');
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
      title="SAFR Registration"
      intro={
        <>
          Choose the civilian you serve as, your callsign, role and department&apos;s platform. Your
          badge number and rank are assigned for you.
        </>
      }
      callsignPlaceholder="M-3"
      value={form}
      onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
      busy={busy}
      message={message}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <SelectField
        label="Role"
        placeholder="Select a role"
        options={SAFR_ROLE_CODES}
        {...bindField(form, set, 'role')}
      />
      <TextField
        label="Station (optional)"
        placeholder="Station 7"
        maxLength={LIMITS.station}
        {...bindField(form, set, 'station')}
      />
    </RegistrationModal>
  );
}

import { useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api';
import { useSubmit } from '../lib/use-submit';
import { type OfficerView } from './api/get-my-officer';
import { useRegisterOfficer, type OfficerRegistration } from './api/register-officer';
import { RegistrationModal, type RegistrationBasics } from './registration-modal';

// Only a refusal that names a reason is shown as such; anything else reads as "try again".
const refusal = (err: unknown) =>
  err instanceof ApiError && [400, 403, 409].includes(err.status)
    ? (err.issues[0]?.message ?? err.message)
    : 'Failed to register officer. Try again.';

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
  const { busy, error: message, setError: setMessage, run } = useSubmit(refusal);
  const registerOfficer = useRegisterOfficer();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.civilianId || !form.callsign.trim() || !form.department) {
      setMessage('All fields are required.');
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
      title="Officer Registration"
      intro={
        <>
          Choose the civilian you serve as, your callsign and your department&apos;s platform. Your
          badge number is assigned for you.
        </>
      }
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

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  DEPARTMENTS,
  LIMITS,
  SAFR_ROLE_CODES,
  type SafrRole,
} from '@tenfour/db/dispatch/constants';
import type { Civilian } from '../civilian/civilian-types';
import { SelectField, TextField } from '../components/field';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { safrApi, type SafrProfileView } from './safr-api';

/** A fire/rescue profile per department: the civilian served as, callsign, role and station. */
export function SafrRegistrationModal({
  civilians,
  onClose,
  onRegistered,
}: {
  civilians: Civilian[] | null;
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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.civilianId || !form.callsign.trim() || !form.department || !form.role) {
      setMessage('All fields except the station are required.');
      return;
    }
    setBusy(true);
    setMessage('');
    try {
      const { profile } = await safrApi.register({ ...form, callsign: form.callsign.trim() });
      onRegistered(profile);
    } catch (err) {
      setMessage(
        err instanceof ApiError && err.fromServer
          ? (err.issues[0]?.message ?? err.message)
          : 'Failed to register. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="SAFR Registration" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="muted small">
          Choose the civilian you serve as, your callsign, role and department&apos;s platform. Your
          badge number and rank are assigned for you.
        </p>
        {civilians !== null && !civilians.length && (
          <p className="message error">
            You have no civilians yet. Create one on the{' '}
            <Link to="/dashboard/civilian">Civilian page</Link> first.
          </p>
        )}
        <SelectField
          label="Civilian"
          placeholder="Select a civilian"
          options={(civilians ?? []).map((c) => ({
            value: c._id,
            label: `${c.firstName} ${c.lastName}`,
          }))}
          value={form.civilianId}
          onChange={set('civilianId')}
        />
        <TextField
          label="Callsign"
          placeholder="M-3"
          maxLength={LIMITS.callsign}
          value={form.callsign}
          onChange={set('callsign')}
        />
        <SelectField
          label="Role"
          placeholder="Select a role"
          options={SAFR_ROLE_CODES}
          value={form.role}
          onChange={set('role')}
        />
        <TextField
          label="Station (optional)"
          placeholder="Station 7"
          maxLength={LIMITS.station}
          value={form.station}
          onChange={set('station')}
        />
        <SelectField
          label="Platform"
          placeholder="Select a platform"
          options={DEPARTMENTS}
          value={form.department}
          onChange={set('department')}
        />
        <StatusMessage text={message} />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Register'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

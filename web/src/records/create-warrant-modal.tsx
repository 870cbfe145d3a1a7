import { useId, useState, type FormEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { formatDate } from '../lib/format';
import { SuggestInput } from '../components/suggest-input';
import type { WarrantType, createWarrant } from './api/create-warrant';
import { findCivilians } from './api/find-civilians';
import type { CivilianSummary, Officer } from './api/types';
import { fullName } from './full-name';

const WARRANT_TYPES = ['Arrest', 'Search'] as const satisfies WarrantType[];

/** The Create Warrant dialog: `create` files it (and refreshes the lists), then it closes. */
export function CreateWarrantModal({
  officer,
  onClose,
  create,
}: {
  officer: Officer;
  onClose(): void;
  create(input: Parameters<typeof createWarrant>[0]): Promise<unknown>;
}) {
  const [type, setType] = useState<WarrantType>('Arrest');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<CivilianSummary | null>(null);
  const [reason, setReason] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  // Type-ahead by first name, last name or full name. The all-civilians list is asked
  // for the names that match, not read whole: a community's civilians are too many to send.
  const match = async (q: string) => {
    try {
      const found = await findCivilians(q.trim(), 15);
      return found.map((c) => ({
        key: c._id,
        label: fullName(c),
        detail: c.dateOfBirth ? `DOB ${formatDate(c.dateOfBirth)}` : undefined,
        civilian: c,
      }));
    } catch (err) {
      console.error('Failed to load civilians', err);
      setMessage('Failed to load required data.');
      return [];
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) {
      setMessage('Please select a civilian.');
      return;
    }
    setBusy(true);
    setMessage('');
    try {
      await create({
        type,
        civilianId: chosen._id,
        reason: reason.trim(),
        // datetime-local is the officer's local time; the server stores an instant.
        expiresAt: expiresAt ? new Date(expiresAt).toISOString() : null,
        officerName: fullName(officer),
        officerCallsign: officer.callsign,
        platform: officer.department,
      });
    } catch (err) {
      console.error('Failed to create warrant', err);
      setMessage('Failed to create warrant.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Create Warrant" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <SelectField
          label="Warrant Type"
          options={WARRANT_TYPES}
          value={type}
          onChange={(e) => setType(e.target.value as WarrantType)}
        />
        {chosen ? (
          <div className="field">
            <span className="muted small">Search Civilian</span>
            <div className="chosen">
              <strong>{fullName(chosen)}</strong>
              <button
                type="button"
                className="btn btn-link"
                onClick={() => {
                  setChosen(null);
                  setQuery('');
                }}
              >
                Change
              </button>
            </div>
          </div>
        ) : (
          <SuggestInput
            label="Search Civilian"
            placeholder="Start typing a name"
            value={query}
            onChange={setQuery}
            load={match}
            onPick={(item) => {
              setChosen(item.civilian);
              setQuery(item.label);
            }}
          />
        )}
        <TextAreaField
          label="Reason"
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <TextField
          label="Expiration"
          type="datetime-local"
          aria-describedby={hintId}
          value={expiresAt}
          onChange={(e) => setExpiresAt(e.target.value)}
        />
        <p id={hintId} className="muted small field-hint">
          Optional. Leave empty for a warrant that stays active until resolved.
        </p>
        <StatusMessage text={message} />
        <FormActions busy={busy} label="Create" busyLabel="Creating..." onCancel={onClose} />
      </form>
    </Modal>
  );
}

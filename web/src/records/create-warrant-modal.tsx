import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
        detail: c.dateOfBirth ? t('records.dob', { date: formatDate(c.dateOfBirth) }) : undefined,
        civilian: c,
      }));
    } catch (err) {
      console.error('Failed to load civilians', err);
      setMessage(t('records.warrantModal.loadFailed'));
      return [];
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) {
      setMessage(t('records.warrantModal.selectCivilian'));
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
      setMessage(t('records.warrantModal.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('records.warrantModal.title')} onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <SelectField
          label={t('records.warrantModal.type')}
          options={[
            { value: 'Arrest', label: t('records.warrantModal.types.arrest') },
            { value: 'Search', label: t('records.warrantModal.types.search') },
          ]}
          value={type}
          onChange={(e) => setType(e.target.value as WarrantType)}
        />
        {chosen ? (
          <div className="field">
            <span className="muted small">{t('records.warrantModal.searchCivilian')}</span>
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
                {t('records.warrantModal.change')}
              </button>
            </div>
          </div>
        ) : (
          <SuggestInput
            label={t('records.warrantModal.searchCivilian')}
            placeholder={t('records.warrantModal.searchPlaceholder')}
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
          label={t('records.warrantModal.reason')}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <TextField
          label={t('records.warrantModal.expiration')}
          type="datetime-local"
          aria-describedby={hintId}
          value={expiresAt}
          onChange={(e) => setExpiresAt(e.target.value)}
        />
        <p id={hintId} className="muted small field-hint">
          {t('records.warrantModal.expirationHint')}
        </p>
        <StatusMessage text={message} />
        <FormActions
          busy={busy}
          label={t('records.warrantModal.create')}
          busyLabel={t('records.warrantModal.creating')}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

import { useCallback, useId, useState, type FormEvent } from 'react';
import { Modal } from '../components/modal';
import { LoadMore, usePaged } from '../components/paged';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useToast } from '../components/toast';
import { ApiError } from '../lib/api';
import { formatDate, formatDateTime } from '../lib/format';
import { OfficerGate } from './officer-gate';
import { SuggestInput } from './suggest-input';
import { WarrantStatusBadge, warrantStatus } from './warrant-status';
import {
  fullName,
  recordsApi,
  type CivilianSummary,
  type Officer,
  type Warrant,
  type WarrantType,
} from './records-api';

const FILTERS = ['All', 'Active', 'Resolved', 'Expired'] as const;

const WARRANT_TYPES = ['Arrest', 'Search'] as const satisfies WarrantType[];

export function WarrantsPage() {
  return (
    <OfficerGate title="Warrants & BOLOs">
      {(officer) => <Warrants officer={officer} />}
    </OfficerGate>
  );
}

function Warrants({ officer }: { officer: Officer }) {
  const [error, setError] = useState('');
  const [creating, setCreating] = useState(false);
  const [resolving, setResolving] = useState<string | null>(null);
  const [show, setShow] = useState<(typeof FILTERS)[number]>('All');
  const toast = useToast();

  const load = useCallback(
    async (cursor?: string) => {
      try {
        const page = await recordsApi.warrants(cursor);
        setError('');
        // Spec section 6: the list shows the officer's own department.
        return {
          items: page.warrants.filter((w) => w.platform === officer.department),
          nextCursor: page.nextCursor,
        };
      } catch (err) {
        setError(
          err instanceof ApiError
            ? 'Failed to load warrants. Please try again.'
            : 'Unexpected error while loading warrants.',
        );
        throw err;
      }
    },
    [officer.department],
  );
  const list = usePaged(load);
  const warrants = list.items;

  const resolve = async (w: Warrant) => {
    setResolving(w._id);
    try {
      await recordsApi.resolveWarrant(w._id);
      await list.reload();
    } catch (err) {
      console.error('Failed to resolve warrant', err);
      toast.show('Failed to resolve warrant.', 'error');
    } finally {
      setResolving(null);
    }
  };

  const shown = warrants?.filter((w) => show === 'All' || warrantStatus(w) === show);

  return (
    <section className="page">
      <div className="page-header">
        <h1>Warrants &amp; BOLOs</h1>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          + Create Warrant
        </button>
      </div>
      {error && (
        <p className="message error" role="alert">
          {error}
        </p>
      )}
      {!error && warrants === null && <p className="muted">Loading...</p>}
      {warrants && warrants.length > 0 && (
        <div className="filter-row" role="group" aria-label="Show warrants">
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={`btn btn-sm ${show === f ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={show === f}
              onClick={() => setShow(f)}
            >
              {f} (
              {f === 'All'
                ? warrants.length
                : warrants.filter((w) => warrantStatus(w) === f).length}
              )
            </button>
          ))}
        </div>
      )}
      {shown?.length === 0 && <p className="muted">No warrants found.</p>}
      {shown && shown.length > 0 && (
        <ul className="grid plain-list" aria-label="Warrants">
          {shown.map((w) => {
            const status = warrantStatus(w);
            const name = w.civilianId ? fullName(w.civilianId) : 'Unknown civilian';
            return (
              <li
                key={w._id}
                className={`card warrant-card ${status === 'Active' ? 'is-active' : ''}`}
                aria-label={`${w.type} warrant for ${name}`}
              >
                <div className="warrant-card-head">
                  <h3>{name}</h3>
                  <WarrantStatusBadge warrant={w} />
                </div>
                <p className="muted small">{w.type} Warrant</p>
                <p>
                  <strong>Reason:</strong> {w.reason}
                </p>
                <p className="small">
                  Issued by {w.officerName} ({w.officerCallsign})
                </p>
                <p className="small muted">Issued {formatDateTime(w.createdAt)}</p>
                {w.expiresAt && (
                  <p className="small muted">
                    {status === 'Expired' ? 'Expired' : 'Expires'} {formatDateTime(w.expiresAt)}
                  </p>
                )}
                {status === 'Active' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-success"
                    disabled={resolving === w._id}
                    onClick={() => void resolve(w)}
                  >
                    Resolve Warrant
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
      {creating && (
        <CreateWarrantModal
          officer={officer}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            void list.reload();
          }}
        />
      )}
      {toast.element}
    </section>
  );
}

function CreateWarrantModal({
  officer,
  onClose,
  onCreated,
}: {
  officer: Officer;
  onClose(): void;
  onCreated(): void;
}) {
  const [type, setType] = useState<WarrantType>('Arrest');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<CivilianSummary | null>(null);
  const [reason, setReason] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  // Spec: type-ahead by first name, last name or full name. The all-civilians list is asked
  // for the names that match, not read whole: a community's civilians are too many to send.
  const match = async (q: string) => {
    try {
      const found = await recordsApi.findCivilians(q.trim(), 15);
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
      await recordsApi.createWarrant({
        type,
        civilianId: chosen._id,
        reason: reason.trim(),
        // datetime-local is the officer's local time; the server stores an instant.
        expiresAt: expiresAt ? new Date(expiresAt).toISOString() : null,
        officerName: fullName(officer),
        officerCallsign: officer.callsign,
        platform: officer.department,
      });
      onCreated();
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
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Creating...' : 'Create'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

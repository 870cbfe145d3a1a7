import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSession } from '../app/session';
import { Modal } from '../components/modal';
import { TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useToast } from '../components/toast';
import { ApiError } from '../lib/api';
import { formatMoney } from '../lib/format';
import { recordsApi, type PenalCode } from './records-api';
import './records.css';
import { Table } from '../components/table';

interface Draft {
  title: string;
  fine: string;
  jailTime: string;
  category: string;
}

const EMPTY: Draft = { title: '', fine: '', jailTime: '', category: '' };

/** Checks a draft; returns the body to send or the message to show. */
function parseDraft(
  d: Draft,
):
  | { ok: true; body: { title: string; fine: number; jailTime: number; category?: string } }
  | { ok: false; message: string } {
  const title = d.title.trim();
  if (!title) return { ok: false, message: 'Please enter the offense title.' };
  const fine = Number(d.fine || '0');
  if (!Number.isFinite(fine) || fine < 0 || Math.round(fine * 100) !== fine * 100) {
    return { ok: false, message: 'Enter the fine in dollars (up to 2 decimals).' };
  }
  const jailTime = Number(d.jailTime || '0');
  if (!Number.isInteger(jailTime) || jailTime < 0) {
    return { ok: false, message: 'Enter the jail time in whole minutes.' };
  }
  const category = d.category.trim();
  return { ok: true, body: { title, fine, jailTime, ...(category ? { category } : {}) } };
}

const failure = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message ? err.message : fallback;

/** /dashboard/admin/penal-codes: staff add, edit, retire and restore offenses. */
export function PenalCodesPage() {
  const { session } = useSession();
  if (!session.user?.permissions.admin) {
    return (
      <section className="page">
        <h1>Penal Code</h1>
        <p className="muted">This screen is for staff.</p>
      </section>
    );
  }
  return <PenalCodes />;
}

function PenalCodes() {
  const [codes, setCodes] = useState<PenalCode[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [filter, setFilter] = useState('');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [addMessage, setAddMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<PenalCode | null>(null);
  const toast = useToast();

  const load = useCallback(async () => {
    try {
      setCodes(await recordsApi.penalCodes(true));
      setLoadError('');
    } catch (err) {
      console.error('Failed to load the penal code', err);
      setLoadError('Failed to load the penal code.');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return (codes ?? []).filter(
      (c) =>
        !q || c.title.toLowerCase().includes(q) || (c.category ?? '').toLowerCase().includes(q),
    );
  }, [codes, filter]);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseDraft(draft);
    if (!parsed.ok) return setAddMessage(parsed.message);
    setBusy(true);
    setAddMessage('');
    try {
      await recordsApi.addPenalCode(parsed.body);
      setDraft(EMPTY);
      toast.show(`${parsed.body.title} added to the penal code.`);
      await load();
    } catch (err) {
      setAddMessage(failure(err, 'Failed to add the offense.'));
    } finally {
      setBusy(false);
    }
  };

  const toggleRetired = async (code: PenalCode) => {
    try {
      if (code.retired) await recordsApi.restorePenalCode(code._id);
      else await recordsApi.retirePenalCode(code._id);
      toast.show(code.retired ? `${code.title} restored.` : `${code.title} retired.`);
      await load();
    } catch (err) {
      toast.show(failure(err, 'Failed to update the offense.'), 'error');
    }
  };

  return (
    <section className="page">
      <h1>Penal Code</h1>
      <form
        className="panel form"
        onSubmit={(e) => void add(e)}
        noValidate
        aria-label="Add offense"
      >
        <h2>Add Offense</h2>
        <DraftFields draft={draft} onChange={setDraft} />
        <StatusMessage text={addMessage} />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Add Offense'}
          </button>
        </div>
      </form>

      <section className="panel section-gap" aria-labelledby="pc-list">
        <div className="panel-header">
          <h2 id="pc-list">Offenses</h2>
          <div className="panel-header-tool">
            <TextField
              label="Filter"
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
        </div>
        {loadError && (
          <p className="message error" role="alert">
            {loadError}
          </p>
        )}
        {!loadError && codes === null && <p className="muted">Loading...</p>}
        {codes && shown.length === 0 && <p className="muted">No offenses found.</p>}
        {shown.length > 0 && (
          <Table wrapClassName="rec-table-wrap">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Category</th>
                <th scope="col">Fine</th>
                <th scope="col">Jail Time</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <tr key={c._id}>
                  <td>{c.title}</td>
                  <td>{c.category || '—'}</td>
                  <td>{formatMoney(c.fine)}</td>
                  <td>{c.jailTime} min</td>
                  <td>
                    <span className={`badge ${c.retired ? 'badge-gray' : 'badge-green'}`}>
                      {c.retired ? 'Retired' : 'Active'}
                    </span>
                  </td>
                  <td>
                    <div className="button-row">
                      <button
                        type="button"
                        className="btn btn-sm btn-secondary"
                        aria-label={`Edit ${c.title}`}
                        onClick={() => setEditing(c)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className={`btn btn-sm ${c.retired ? 'btn-success' : 'btn-secondary'}`}
                        aria-label={`${c.retired ? 'Restore' : 'Retire'} ${c.title}`}
                        onClick={() => void toggleRetired(c)}
                      >
                        {c.retired ? 'Restore' : 'Retire'}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      {editing && (
        <EditModal
          code={editing}
          onClose={() => setEditing(null)}
          onSaved={(title) => {
            setEditing(null);
            toast.show(`${title} updated.`);
            void load();
          }}
        />
      )}
      {toast.element}
    </section>
  );
}

function DraftFields({ draft, onChange }: { draft: Draft; onChange(d: Draft): void }) {
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    onChange({ ...draft, [key]: e.target.value });
  return (
    <div className="form-grid">
      <TextField label="Title" maxLength={150} value={draft.title} onChange={set('title')} />
      <TextField
        label="Category (optional)"
        maxLength={60}
        value={draft.category}
        onChange={set('category')}
      />
      <TextField
        label="Fine ($)"
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        value={draft.fine}
        onChange={set('fine')}
      />
      <TextField
        label="Jail Time (minutes)"
        type="number"
        min="0"
        step="1"
        inputMode="numeric"
        value={draft.jailTime}
        onChange={set('jailTime')}
      />
    </div>
  );
}

function EditModal({
  code,
  onClose,
  onSaved,
}: {
  code: PenalCode;
  onClose(): void;
  onSaved(title: string): void;
}) {
  const [draft, setDraft] = useState<Draft>({
    title: code.title,
    fine: String(code.fine),
    jailTime: String(code.jailTime),
    category: code.category ?? '',
  });
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseDraft(draft);
    if (!parsed.ok) return setMessage(parsed.message);
    setBusy(true);
    try {
      await recordsApi.updatePenalCode(code._id, parsed.body);
      onSaved(parsed.body.title);
    } catch (err) {
      setMessage(failure(err, 'Failed to update the offense.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="Edit Offense" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <DraftFields draft={draft} onChange={setDraft} />
        <StatusMessage text={message} />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

import { Pencil, Plus } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useSession } from '../lib/session';
import { EmptyState } from '../components/empty-state';
import { TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { Table, TableHead } from '../components/table';
import { useToast } from '../components/toast';
import { formatMoney } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { DraftFields, EditModal, EMPTY, failure, parseDraft, type Draft } from './penal-code-form';
import { usePenalCodes } from './api/list-penal-codes';
import { useAddPenalCode } from './api/add-penal-code';
import { PENAL_CODES, useRefresh } from './api/keys';
import { useRestorePenalCode } from './api/restore-penal-code';
import { useRetirePenalCode } from './api/retire-penal-code';
import type { PenalCode } from './api/types';
import './records.css';

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
  const query = usePenalCodes(true);
  const codes = query.data ?? null;
  const loadError = query.isError ? 'Failed to load the penal code.' : '';
  // Every list of offenses (this one and the report form's) follows staff edits.
  const refresh = useRefresh(PENAL_CODES);
  const addPenalCode = useAddPenalCode();
  const restorePenalCode = useRestorePenalCode();
  const retirePenalCode = useRetirePenalCode();
  const [filter, setFilter] = useState('');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const {
    busy,
    error: addMessage,
    setError: setAddMessage,
    run,
  } = useSubmit((err) => failure(err, 'Failed to add the offense.'));
  const [editing, setEditing] = useState<PenalCode | null>(null);
  const toast = useToast();

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
    await run(async () => {
      await addPenalCode.mutateAsync(parsed.body);
      setDraft(EMPTY);
      toast.show(`${parsed.body.title} added to the penal code.`);
      await refresh();
    });
  };

  const toggleRetired = async (code: PenalCode) => {
    try {
      if (code.retired) await restorePenalCode.mutateAsync(code._id);
      else await retirePenalCode.mutateAsync(code._id);
      toast.show(code.retired ? `${code.title} restored.` : `${code.title} retired.`);
      await refresh();
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
            {busy ? (
              'Saving...'
            ) : (
              <>
                <Plus aria-hidden="true" size={16} /> Add Offense
              </>
            )}
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
        {codes && shown.length === 0 && (
          <EmptyState>
            {codes.length
              ? 'No offenses found. Try another filter.'
              : 'No offenses found. Add the first one above; officers pick from this list in their reports.'}
          </EmptyState>
        )}
        {shown.length > 0 && (
          <Table wrapClassName="rec-table-wrap">
            <TableHead columns={['Title', 'Category', 'Fine', 'Jail Time', 'Status']} actions />
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
                        <Pencil aria-hidden="true" size={14} /> Edit
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
            void refresh();
          }}
        />
      )}
      {toast.element}
    </section>
  );
}

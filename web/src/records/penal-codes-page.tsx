import { Pencil, Plus } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { EmptyState } from '../components/empty-state';
import { TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { Table, TableHead } from '../components/table';
import { useToast } from '../components/toast';
import { formatMoney, formatNumber } from '../lib/format';
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
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session.user?.permissions.admin) {
    return (
      <section className="page">
        <h1>{t('records.penalCodes.title')}</h1>
        <p className="muted">{t('records.penalCodes.staffOnly')}</p>
      </section>
    );
  }
  return <PenalCodes />;
}

function PenalCodes() {
  const { t } = useTranslation();
  const query = usePenalCodes(true);
  const codes = query.data ?? null;
  const loadError = query.isError ? t('records.penalCodes.loadFailed') : '';
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
  } = useSubmit((err) => failure(err, t('records.penalCodes.addFailed')));
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
    const parsed = parseDraft(t, draft);
    if (!parsed.ok) return setAddMessage(parsed.message);
    await run(async () => {
      await addPenalCode.mutateAsync(parsed.body);
      setDraft(EMPTY);
      toast.show(t('records.penalCodes.added', { title: parsed.body.title }));
      await refresh();
    });
  };

  const toggleRetired = async (code: PenalCode) => {
    try {
      if (code.retired) await restorePenalCode.mutateAsync(code._id);
      else await retirePenalCode.mutateAsync(code._id);
      toast.show(
        code.retired
          ? t('records.penalCodes.restored', { title: code.title })
          : t('records.penalCodes.retired', { title: code.title }),
      );
      await refresh();
    } catch (err) {
      toast.show(failure(err, t('records.penalCodes.updateFailed')), 'error');
    }
  };

  return (
    <section className="page">
      <h1>{t('records.penalCodes.title')}</h1>
      <form
        className="panel form"
        onSubmit={(e) => void add(e)}
        noValidate
        aria-label={t('records.penalCodes.addLabel')}
      >
        <h2>{t('records.penalCodes.add')}</h2>
        <DraftFields draft={draft} onChange={setDraft} />
        <StatusMessage text={addMessage} />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? (
              t('records.penalCodes.saving')
            ) : (
              <>
                <Plus aria-hidden="true" size={16} /> {t('records.penalCodes.add')}
              </>
            )}
          </button>
        </div>
      </form>

      <section className="panel section-gap" aria-labelledby="pc-list">
        <div className="panel-header">
          <h2 id="pc-list">{t('records.penalCodes.offenses')}</h2>
          <div className="panel-header-tool">
            <TextField
              label={t('records.penalCodes.filter')}
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
        {!loadError && codes === null && <p className="muted">{t('common.loading')}</p>}
        {codes && shown.length === 0 && (
          <EmptyState>
            {codes.length ? t('records.penalCodes.noMatch') : t('records.penalCodes.empty')}
          </EmptyState>
        )}
        {shown.length > 0 && (
          <Table wrapClassName="rec-table-wrap">
            <TableHead
              columns={[
                t('records.penalCodes.columns.title'),
                t('records.penalCodes.columns.category'),
                t('records.penalCodes.columns.fine'),
                t('records.penalCodes.columns.jailTime'),
                t('records.penalCodes.columns.status'),
              ]}
              actions
            />
            <tbody>
              {shown.map((c) => (
                <tr key={c._id}>
                  <td>{c.title}</td>
                  <td>{c.category || '—'}</td>
                  <td>{formatMoney(c.fine)}</td>
                  <td>{t('records.minutes', { minutes: formatNumber(c.jailTime) })}</td>
                  <td>
                    <span className={`badge ${c.retired ? 'badge-gray' : 'badge-green'}`}>
                      {c.retired
                        ? t('records.penalCodes.statusRetired')
                        : t('records.penalCodes.statusActive')}
                    </span>
                  </td>
                  <td>
                    <div className="button-row">
                      <button
                        type="button"
                        className="btn btn-sm btn-secondary"
                        aria-label={t('records.penalCodes.editLabel', { title: c.title })}
                        onClick={() => setEditing(c)}
                      >
                        <Pencil aria-hidden="true" size={14} /> {t('records.penalCodes.edit')}
                      </button>
                      <button
                        type="button"
                        className={`btn btn-sm ${c.retired ? 'btn-success' : 'btn-secondary'}`}
                        aria-label={
                          c.retired
                            ? t('records.penalCodes.restoreLabel', { title: c.title })
                            : t('records.penalCodes.retireLabel', { title: c.title })
                        }
                        onClick={() => void toggleRetired(c)}
                      >
                        {c.retired
                          ? t('records.penalCodes.restore')
                          : t('records.penalCodes.retire')}
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
            toast.show(t('records.penalCodes.updated', { title }));
            void refresh();
          }}
        />
      )}
      {toast.element}
    </section>
  );
}

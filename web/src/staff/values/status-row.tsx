import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';
import { useSubmit } from '../../lib/use-submit';
import { useStatusActions, type AdminStatus, type StatusPatch } from './api';
import { meaningText } from './labels';
import { StatusForm, type StatusFields } from './status-form';

/** Only what changed: a code a unit shows cannot change, so an unchanged one is not sent. */
function changes(status: AdminStatus, fields: StatusFields): StatusPatch {
  const patch: StatusPatch = {};
  if (fields.code !== status.code) patch.code = fields.code;
  if (fields.label !== status.label) patch.label = fields.label;
  if (fields.colour !== status.colour) patch.colour = fields.colour;
  if (fields.meaning !== status.meaning) patch.meaning = fields.meaning;
  return patch;
}

/**
 * One status: its code, label, colour and meaning, edited in place; retired or restored;
 * deleted when no unit shows it (the server refuses otherwise, and its reason shows here).
 */
export function StatusRow({ status }: { status: AdminStatus }) {
  const { t } = useTranslation();
  const actions = useStatusActions();
  const nameId = useId();
  const [editing, setEditing] = useState(false);
  const [said, setSaid] = useState('');
  const { busy, error, run } = useSubmit();
  const act = (action: () => Promise<{ message: string }>) =>
    void run(async () => {
      setSaid('');
      setSaid((await action()).message);
    });

  const save = async (fields: StatusFields) => {
    const patch = changes(status, fields);
    if (Object.keys(patch).length) setSaid((await actions.update(status.id, patch)).message);
    setEditing(false);
    return undefined;
  };

  const remove = () => {
    if (window.confirm(t('values.confirmDelete', { code: status.code, label: status.label })))
      act(() => actions.remove(status.id));
  };

  return (
    <li className={`values-item${status.retired ? ' is-retired' : ''}`} aria-labelledby={nameId}>
      <div className="values-summary">
        <span className="values-swatch" style={{ background: status.colour }} aria-hidden />
        <div className="values-names">
          <span id={nameId}>
            <strong>{status.code}</strong> {status.label}
          </span>
          {status.retired && <span className="badge badge-gray">{t('values.retired')}</span>}
          {status.inUse && <span className="badge badge-yellow">{t('values.inUse')}</span>}
          <div className="muted small">
            <span>{meaningText(t, status.meaning)}</span> · <code>{status.colour}</code>
          </div>
        </div>
        <div className="values-tools">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            {t('values.edit')}
          </button>
          {status.retired ? (
            <button
              type="button"
              className="btn btn-success btn-sm"
              disabled={busy}
              onClick={() => act(() => actions.restore(status.id))}
            >
              {t('values.restore')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-warning btn-sm"
              disabled={busy}
              onClick={() => act(() => actions.retire(status.id))}
            >
              {t('values.retire')}
            </button>
          )}
          <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={remove}>
            {t('values.delete')}
          </button>
        </div>
      </div>
      <StatusMessage text={error} />
      <StatusMessage text={said} tone="success" />
      {editing && (
        <StatusForm
          status={status}
          submitLabel={t('values.save')}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      )}
    </li>
  );
}

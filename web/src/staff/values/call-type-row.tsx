import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';
import { useSubmit } from '../../lib/use-submit';
import { useCallTypeActions, type AdminCallType, type CallTypePatch } from './call-types-api';
import { CallTypeForm, callServiceText, type CallTypeFields } from './call-type-form';

/** Only what changed: a name calls have cannot change, so an unchanged one is not sent. */
function changes(callType: AdminCallType, fields: CallTypeFields): CallTypePatch {
  const patch: CallTypePatch = {};
  if (fields.name !== callType.name) patch.name = fields.name;
  if (Number(fields.priority) !== callType.priority) patch.priority = Number(fields.priority);
  if ([...fields.services].sort().join() !== [...callType.services].sort().join())
    patch.services = fields.services;
  return patch;
}

/**
 * One call type: its name, default priority and services, edited in place; retired or
 * restored; deleted when no call has it (the server refuses otherwise, and says why here).
 */
export function CallTypeRow({ callType }: { callType: AdminCallType }) {
  const { t } = useTranslation();
  const actions = useCallTypeActions();
  const nameId = useId();
  const [editing, setEditing] = useState(false);
  const [said, setSaid] = useState('');
  const { busy, error, run } = useSubmit();
  const act = (action: () => Promise<{ message: string }>) =>
    void run(async () => {
      setSaid('');
      setSaid((await action()).message);
    });

  const save = async (fields: CallTypeFields) => {
    const patch = changes(callType, fields);
    if (Object.keys(patch).length) setSaid((await actions.update(callType.id, patch)).message);
    setEditing(false);
    return undefined;
  };

  const remove = () => {
    if (window.confirm(t('values.callTypes.confirmDelete', { name: callType.name })))
      act(() => actions.remove(callType.id));
  };

  return (
    <li className={`values-item${callType.retired ? ' is-retired' : ''}`} aria-labelledby={nameId}>
      <div className="values-summary">
        <div className="values-names">
          <strong id={nameId}>{callType.name}</strong>
          {callType.retired && <span className="badge badge-gray">{t('values.retired')}</span>}
          {callType.inUse && <span className="badge badge-yellow">{t('values.inUse')}</span>}
          <div className="muted small">
            {t('values.callTypes.summary', {
              priority: callType.priority,
              services: callType.services.map((s) => callServiceText(t, s)).join(', '),
            })}
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
          {callType.retired ? (
            <button
              type="button"
              className="btn btn-success btn-sm"
              disabled={busy}
              onClick={() => act(() => actions.restore(callType.id))}
            >
              {t('values.restore')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-warning btn-sm"
              disabled={busy}
              onClick={() => act(() => actions.retire(callType.id))}
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
        <CallTypeForm
          callType={callType}
          submitLabel={t('values.save')}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      )}
    </li>
  );
}

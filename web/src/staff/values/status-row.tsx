import { useTranslation } from 'react-i18next';
import { useStatusActions, type AdminStatus, type StatusPatch } from './api';
import { meaningText } from '../../lib/status-meanings';
import { StatusForm, type StatusFields } from './status-form';
import { ValueRow } from './value-row';

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
  return (
    <ValueRow<StatusFields>
      value={status}
      actions={actions}
      confirmDelete={t('values.confirmDelete', { code: status.code, label: status.label })}
      swatch={<span className="values-swatch" style={{ background: status.colour }} aria-hidden />}
      name={(id) => (
        <span id={id}>
          <strong>{status.code}</strong> {status.label}
        </span>
      )}
      details={
        <>
          <span>{meaningText(t, status.meaning)}</span> · <code>{status.colour}</code>
        </>
      }
      edit={{
        update: (fields) => {
          const patch = changes(status, fields);
          return Object.keys(patch).length ? actions.update(status.id, patch) : null;
        },
        form: (editor) => <StatusForm status={status} submitLabel={t('values.save')} {...editor} />,
      }}
    />
  );
}

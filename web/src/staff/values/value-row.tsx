import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';
import { useSubmit } from '../../lib/use-submit';

type Said = Promise<{ message: string }>;

/** The writes every row offers: each answers with the server's line. */
export interface RowActions {
  retire: (id: string) => Said;
  restore: (id: string) => Said;
  remove: (id: string) => Said;
}

/** What an edit form of a row is given: save (then the row closes it) and cancel. */
export interface RowEditor<F> {
  onSave: (fields: F) => Promise<undefined>;
  onCancel: () => void;
}

/**
 * One value of the staff page: its name and details, retired or restored, deleted when nothing
 * holds it (the server refuses otherwise, and says why here), and edited in place when the kind
 * has a form.
 */
export function ValueRow<F>({
  value,
  actions,
  confirmDelete,
  name,
  swatch,
  details,
  edit,
  describeButtons = false,
}: {
  value: { id: string; retired: boolean; inUse: boolean };
  actions: RowActions;
  /** The question asked before a delete. */
  confirmDelete: string;
  /** The value's name, given the id the row is labelled by. */
  name: (id: string) => ReactNode;
  swatch?: ReactNode;
  details?: ReactNode;
  edit?: {
    /** The write a saved form makes; null when nothing changed (nothing is sent). */
    update: (fields: F) => Said | null;
    form: (editor: RowEditor<F>) => ReactNode;
  };
  /** Buttons described by the name, where no edit button sits beside them. */
  describeButtons?: boolean;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const [editing, setEditing] = useState(false);
  const [said, setSaid] = useState('');
  const { busy, error, run } = useSubmit();
  const act = (action: () => Said) =>
    void run(async () => {
      setSaid('');
      setSaid((await action()).message);
    });
  const described = describeButtons ? { 'aria-describedby': nameId } : {};

  const save = async (fields: F) => {
    const update = edit?.update(fields);
    if (update) setSaid((await update).message);
    setEditing(false);
    return undefined;
  };

  const remove = () => {
    if (window.confirm(confirmDelete)) act(() => actions.remove(value.id));
  };

  return (
    <li className={`values-item${value.retired ? ' is-retired' : ''}`} aria-labelledby={nameId}>
      <div className="values-summary">
        {swatch}
        <div className="values-names">
          {name(nameId)}
          {value.retired && <span className="badge badge-gray">{t('values.retired')}</span>}
          {value.inUse && <span className="badge badge-yellow">{t('values.inUse')}</span>}
          {details && <div className="muted small">{details}</div>}
        </div>
        <div className="values-tools">
          {edit && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-expanded={editing}
              onClick={() => setEditing((open) => !open)}
            >
              {t('values.edit')}
            </button>
          )}
          {value.retired ? (
            <button
              type="button"
              className="btn btn-success btn-sm"
              disabled={busy}
              {...described}
              onClick={() => act(() => actions.restore(value.id))}
            >
              {t('values.restore')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-warning btn-sm"
              disabled={busy}
              {...described}
              onClick={() => act(() => actions.retire(value.id))}
            >
              {t('values.retire')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-danger btn-sm"
            disabled={busy}
            {...described}
            onClick={remove}
          >
            {t('values.delete')}
          </button>
        </div>
      </div>
      <StatusMessage text={error} />
      <StatusMessage text={said} tone="success" />
      {edit && editing && edit.form({ onSave: save, onCancel: () => setEditing(false) })}
    </li>
  );
}

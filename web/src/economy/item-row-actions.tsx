import { useTranslation } from 'react-i18next';

/**
 * An item's Edit toggle and its Retire or Put-back-on-sale button: the same on the staff
 * catalogue and on a business's page.
 */
export function ItemRowActions({
  name,
  archived,
  editing,
  busy,
  onToggleEdit,
  onArchive,
}: {
  name: string;
  archived: boolean;
  editing: boolean;
  busy: boolean;
  onToggleEdit: () => void;
  onArchive: (archived: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="button-row">
      <button type="button" className="btn" aria-expanded={editing} onClick={onToggleEdit}>
        {t('economy.items.edit', { item: name })}
      </button>
      {archived ? (
        <button type="button" className="btn" disabled={busy} onClick={() => onArchive(false)}>
          {t('economy.items.restore', { item: name })}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          onClick={() => onArchive(true)}
        >
          {t('economy.items.retire', { item: name })}
        </button>
      )}
    </div>
  );
}

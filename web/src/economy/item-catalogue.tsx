import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../components/status-message';
import { useSubmit } from '../lib/use-submit';
import { useAdminItems, useUpdateItem, type AdminItem } from './api/admin';
import { ItemForm } from './item-form';
import { ItemFacts } from './shop-item-card';
import { ItemRowActions } from './item-row-actions';

/** Staff: every item (retired ones too), each editable, retirable and restorable, and a new one. */
export function ItemCatalogue() {
  const { t } = useTranslation();
  const items = useAdminItems();
  return (
    <section className="panel" aria-labelledby="catalogue-title">
      <h2 id="catalogue-title">{t('economy.items.title')}</h2>
      <h3>{t('economy.items.createTitle')}</h3>
      <ItemForm />
      <h3>{t('economy.items.listTitle')}</h3>
      {items.data ? (
        items.data.items.length ? (
          <ul className="economy-items">
            {items.data.items.map((item) => (
              <CatalogueRow key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('economy.items.none')}</p>
        )
      ) : items.isError ? (
        <StatusMessage text={t('economy.items.loadFailed')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function CatalogueRow({ item }: { item: AdminItem }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateItem();
  const { busy, error, run } = useSubmit();
  const setArchived = (archived: boolean) =>
    void run(async () => {
      await update.mutateAsync({ itemId: item.id, json: { archived } });
    });
  return (
    <li className="card economy-item">
      <h4>
        {item.name}
        {item.archived && <span className="muted small"> · {t('economy.items.retired')}</span>}
      </h4>
      <p className="muted small">{item.category}</p>
      {item.description && <p>{item.description}</p>}
      <ItemFacts item={item} />
      <StatusMessage text={error} tone="error" />
      <ItemRowActions
        name={item.name}
        archived={item.archived}
        editing={editing}
        busy={busy}
        onToggleEdit={() => setEditing((v) => !v)}
        onArchive={setArchived}
      />
      {editing && <ItemForm item={item} onDone={() => setEditing(false)} />}
    </li>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CIVILIANS, civiliansPage } from '../civilians';
import { LoadMore, usePaged } from '../components/paged';
import { SelectField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useUser } from '../lib/session';
import { useShopItems } from './api/shop';
import { InventorySection } from './inventory-section';
import { ShopItemCard } from './shop-item-card';
import './economy.css';

/** /dashboard/shop: the community's shop, bought from for one of the member's civilians. */
export function ShopPage() {
  const { t } = useTranslation();
  const user = useUser();
  // Read here, not from the dashboard's outlet: the staff console imports this feature, and the
  // layout imports the staff console.
  const list = usePaged(civiliansPage, [...CIVILIANS, 'pages']);
  const civilians = list.items ?? (list.failed ? [] : null);
  const [picked, setPicked] = useState('');
  // The first civilian until the member picks another.
  const civilianId = picked || civilians?.[0]?._id || '';
  const items = useShopItems();

  return (
    <section className="page">
      <h1>{t('economy.shop.title')}</h1>
      <p className="muted">{t('economy.shop.intro')}</p>
      {civilians === null ? (
        <p className="page-status">{t('common.loading')}</p>
      ) : civilians.length === 0 ? (
        <p className="muted">
          {t('economy.shop.noCivilians')}{' '}
          <Link to="/dashboard/civilian">{t('economy.shop.registerCivilian')}</Link>
        </p>
      ) : (
        <div className="economy-picker">
          <SelectField
            label={t('economy.shop.civilian')}
            value={civilianId}
            onChange={(e) => setPicked(e.target.value)}
            options={civilians.map((c) => ({
              value: c._id,
              label: `${c.firstName} ${c.lastName}`,
            }))}
          />
          <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
        </div>
      )}
      <section className="panel" aria-labelledby="shop-items-title">
        <h2 id="shop-items-title">{t('economy.shop.itemsTitle')}</h2>
        {items.data ? (
          items.data.items.length ? (
            <ul className="economy-items">
              {items.data.items.map((item) => (
                <ShopItemCard
                  key={item.id}
                  item={item}
                  civilianId={civilianId}
                  discordId={user.discordId}
                />
              ))}
            </ul>
          ) : (
            <p className="muted">{t('economy.shop.noItems')}</p>
          )
        ) : items.isError ? (
          <StatusMessage text={t('economy.shop.loadFailed')} tone="error" />
        ) : (
          <p className="page-status">{t('common.loading')}</p>
        )}
      </section>
      {civilianId && <InventorySection civilianId={civilianId} discordId={user.discordId} />}
    </section>
  );
}

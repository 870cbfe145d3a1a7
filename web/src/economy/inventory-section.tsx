import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../components/status-message';
import { formatNumber } from '../lib/format';
import { useInventory, type Holding } from './api/inventory';
import { OfferForm } from './offer-form';
import { OfferList } from './offer-list';

/** A civilian's inventory: what they hold, offering it on, and the offers waiting on them. */
export function InventorySection({
  civilianId,
  discordId,
}: {
  civilianId: string;
  discordId: string;
}) {
  const { t } = useTranslation();
  const inventory = useInventory(civilianId);
  return (
    <section className="panel" aria-labelledby="inventory-title">
      <h2 id="inventory-title">{t('economy.inventory.title')}</h2>
      {inventory.data ? (
        <>
          {inventory.data.items.length ? (
            <ul className="record-list">
              {inventory.data.items.map((h) => (
                <HoldingRow key={h.itemId} holding={h} civilianId={civilianId} />
              ))}
            </ul>
          ) : (
            <p className="muted">{t('economy.inventory.empty')}</p>
          )}
          <OfferList
            title={t('economy.offers.receivedTitle')}
            empty={t('economy.offers.noneReceived')}
            offers={inventory.data.received}
            side="receiver"
            civilianId={civilianId}
            discordId={discordId}
          />
          <OfferList
            title={t('economy.offers.sentTitle')}
            empty={t('economy.offers.noneSent')}
            offers={inventory.data.sent}
            side="giver"
            civilianId={civilianId}
            discordId={discordId}
          />
        </>
      ) : inventory.isError ? (
        <StatusMessage text={t('economy.inventory.loadFailed')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function HoldingRow({ holding, civilianId }: { holding: Holding; civilianId: string }) {
  const { t } = useTranslation();
  const [offering, setOffering] = useState(false);
  return (
    <li className="record-item">
      <div className="record-item-head">
        <span>{holding.name}</span>
        <span>{t('economy.inventory.held', { n: formatNumber(holding.quantity) })}</span>
      </div>
      <p className="record-item-meta">{holding.category}</p>
      <div className="button-row">
        <button
          type="button"
          className="btn"
          aria-expanded={offering}
          onClick={() => setOffering((o) => !o)}
        >
          {t('economy.offers.giveOrSell', { item: holding.name })}
        </button>
      </div>
      {offering && (
        <OfferForm holding={holding} civilianId={civilianId} onDone={() => setOffering(false)} />
      )}
    </li>
  );
}

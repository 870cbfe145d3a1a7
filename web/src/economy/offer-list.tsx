import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../components/status-message';
import { formatMoney, formatNumber } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { useAcceptOffer, useCloseOffer, type Offer } from './api/inventory';
import { PayFromSelect, WALLET, payFrom } from './pay-from';

/** Pending offers to (receiver: accept or decline) or from (giver: cancel) the civilian. */
export function OfferList({
  title,
  empty,
  offers,
  side,
  civilianId,
  discordId,
}: {
  title: string;
  empty: string;
  offers: Offer[];
  side: 'receiver' | 'giver';
  civilianId: string;
  discordId: string;
}) {
  return (
    <>
      <h3>{title}</h3>
      {offers.length ? (
        <ul className="record-list">
          {offers.map((o) => (
            <OfferRow
              key={o.id}
              offer={o}
              side={side}
              civilianId={civilianId}
              discordId={discordId}
            />
          ))}
        </ul>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </>
  );
}

function OfferRow({
  offer,
  side,
  civilianId,
  discordId,
}: {
  offer: Offer;
  side: 'receiver' | 'giver';
  civilianId: string;
  discordId: string;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(WALLET);
  const accept = useAcceptOffer();
  const close = useCloseOffer();
  const { busy, error, run } = useSubmit();
  const what = t('economy.offers.what', {
    n: formatNumber(offer.quantity),
    item: offer.itemName,
  });
  const terms =
    offer.priceCents === 0
      ? t('economy.offers.gift')
      : t('economy.offers.forPrice', { price: formatMoney(offer.price) });
  return (
    <li className="record-item">
      <div className="record-item-head">
        <span>{what}</span>
        <span>{terms}</span>
      </div>
      <p className="record-item-meta">
        {side === 'receiver'
          ? t('economy.offers.fromWhom', { name: offer.from.name })
          : t('economy.offers.toWhom', { name: offer.to.name })}
      </p>
      {side === 'receiver' && offer.priceCents > 0 && (
        <PayFromSelect
          civilianId={civilianId}
          discordId={discordId}
          value={from}
          onChange={setFrom}
        />
      )}
      <StatusMessage text={error} tone="error" />
      <div className="button-row">
        {side === 'receiver' ? (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await accept.mutateAsync({ offerId: offer.id, accountId: payFrom(from) });
                })
              }
            >
              {t('economy.offers.accept', { what })}
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await close.mutateAsync({ offerId: offer.id, as: 'receiver' });
                })
              }
            >
              {t('economy.offers.decline', { what })}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await close.mutateAsync({ offerId: offer.id, as: 'giver' });
              })
            }
          >
            {t('economy.offers.cancel', { what })}
          </button>
        )}
      </div>
    </li>
  );
}

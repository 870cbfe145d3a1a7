import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { formatMoney, formatNumber } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { newIdempotencyKey } from './api/keys';
import { useBuy, type Purchase, type ShopItem } from './api/shop';
import { PayFromSelect, WALLET, payFrom } from './pay-from';

/** One item on sale: what it is and costs, how many are left, and buying it for a civilian. */
export function ShopItemCard({
  item,
  civilianId,
  discordId,
}: {
  item: ShopItem;
  civilianId: string;
  discordId: string;
}) {
  const { t } = useTranslation();
  return (
    <li className="card economy-item">
      <h3>{item.name}</h3>
      <p className="muted small">{item.category}</p>
      {item.businessName && (
        <p className="small">{t('business.shop.soldBy', { business: item.businessName })}</p>
      )}
      {item.description && <p>{item.description}</p>}
      <ItemFacts item={item} />
      {civilianId && <BuyForm item={item} civilianId={civilianId} discordId={discordId} />}
      {!civilianId && <p className="muted small">{t('economy.shop.pickCivilianToBuy')}</p>}
    </li>
  );
}

/** Price, stock and limit, as a short list. */
export function ItemFacts({
  item,
}: {
  item: Pick<ShopItem, 'price' | 'stock' | 'perCivilianLimit' | 'licenseTypeName'> &
    Partial<Pick<ShopItem, 'discordRoleId'>>;
}) {
  const { t } = useTranslation();
  return (
    <dl className="economy-facts">
      <dt>{t('economy.item.price')}</dt>
      <dd>{formatMoney(item.price)}</dd>
      <dt>{t('economy.item.stock')}</dt>
      <dd>
        {item.stock === null
          ? t('economy.item.unlimited')
          : item.stock === 0
            ? t('economy.item.soldOut')
            : formatNumber(item.stock)}
      </dd>
      <dt>{t('economy.item.limit')}</dt>
      <dd>
        {item.perCivilianLimit === null
          ? t('economy.item.noLimit')
          : formatNumber(item.perCivilianLimit)}
      </dd>
      {item.licenseTypeName && (
        <>
          <dt>{t('economy.item.license')}</dt>
          <dd>{item.licenseTypeName}</dd>
        </>
      )}
      {item.discordRoleId && (
        <>
          <dt>{t('economy.item.role')}</dt>
          <dd>{t('economy.item.roleWhileHeld')}</dd>
        </>
      )}
    </dl>
  );
}

function BuyForm({
  item,
  civilianId,
  discordId,
}: {
  item: ShopItem;
  civilianId: string;
  discordId: string;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState('1');
  const [from, setFrom] = useState(WALLET);
  const [done, setDone] = useState<Purchase | null>(null);
  // One key per intended purchase: a retry after a lost answer buys once.
  const [key, setKey] = useState(newIdempotencyKey);
  const buy = useBuy();
  const { busy, error, submit } = useSubmit();

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setDone(null);
      const answer = await buy.mutateAsync({
        json: { civilianId, itemId: item.id, quantity: Number(quantity), accountId: payFrom(from) },
        key,
      });
      setDone(answer);
      setKey(newIdempotencyKey());
    });

  return (
    <form
      className="form"
      noValidate
      aria-label={t('economy.shop.buyForm', { item: item.name })}
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextField
        label={t('economy.shop.quantity')}
        inputMode="numeric"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <PayFromSelect
        civilianId={civilianId}
        discordId={discordId}
        value={from}
        onChange={setFrom}
      />
      <StatusMessage text={error} tone="error" />
      {done && (
        <div role="status" className="message success">
          <p>{done.message}</p>
          <p className="small">
            {t('economy.shop.afterPurchase', {
              balance: formatMoney(done.purchase.pocketBalanceCents / 100),
              held: formatNumber(done.purchase.held),
            })}
          </p>
        </div>
      )}
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('economy.shop.buying') : t('economy.shop.buy', { item: item.name })}
        </button>
      </div>
    </form>
  );
}

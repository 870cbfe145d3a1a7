import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useSubmit } from '../lib/use-submit';
import { useOfferItem, type Holding } from './api/inventory';

/**
 * Offers held items to another civilian by one of their account numbers: a gift when the price
 * is empty or 0, else a sale. Nothing moves until they accept (docs/economy.md).
 */
export function OfferForm({
  holding,
  civilianId,
  onDone,
}: {
  holding: Holding;
  civilianId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState('1');
  const [account, setAccount] = useState('');
  const [price, setPrice] = useState('');
  const offer = useOfferItem();
  const { busy, error, submit } = useSubmit();

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      await offer.mutateAsync({
        civilianId,
        itemId: holding.itemId,
        quantity: Number(quantity),
        toAccountNumber: account,
        price: price.trim() || 0,
      });
      onDone();
    });

  return (
    <form
      className="form"
      noValidate
      aria-label={t('economy.offers.formTitle', { item: holding.name })}
      onSubmit={(e) => void onSubmit(e)}
    >
      <div className="form-grid">
        <TextField
          label={t('economy.offers.quantity')}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <TextField
          label={t('economy.offers.toAccount')}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
        />
        <TextField
          label={t('economy.offers.price')}
          inputMode="decimal"
          placeholder={t('economy.offers.pricePlaceholder')}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
      </div>
      <StatusMessage text={error} tone="error" />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('economy.offers.send')}
        </button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useSubmit } from '../lib/use-submit';
import {
  useCreateBusinessItem,
  useUpdateBusinessItem,
  type BusinessDetail,
} from './api/businesses';
import { ItemFacts } from './shop-item-card';
import { ItemRowActions } from './item-row-actions';

type BusinessItem = BusinessDetail['items'][number];

/** Blank is none (unlimited stock, no limit); the server judges anything else. */
const whole = (text: string) => (text.trim() === '' ? null : Number(text));

/** The business's items in the shop, each editable and retirable, and listing another. */
export function BusinessItemsPanel({ detail }: { detail: BusinessDetail }) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="business-items">
      <h2 id="business-items">{t('business.items.title')}</h2>
      {detail.items.length === 0 ? (
        <p className="muted">{t('business.items.none')}</p>
      ) : (
        <ul className="economy-items">
          {detail.items.map((item) => (
            <BusinessItemRow key={item.id} businessId={detail.business.id} item={item} />
          ))}
        </ul>
      )}
      <NewItemForm businessId={detail.business.id} />
    </section>
  );
}

function BusinessItemRow({ businessId, item }: { businessId: string; item: BusinessItem }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateBusinessItem(businessId);
  const { busy, error, run } = useSubmit();
  const setArchived = (archived: boolean) =>
    void run(async () => {
      await update.mutateAsync({ itemId: item.id, json: { archived } });
    });
  return (
    <li className="card economy-item">
      <h3>
        {item.name}
        {item.archived && <span className="muted small"> · {t('economy.items.retired')}</span>}
      </h3>
      <p className="muted small">{item.category}</p>
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
      {editing && (
        <EditItemForm businessId={businessId} item={item} onDone={() => setEditing(false)} />
      )}
    </li>
  );
}

/** What an owner may change on a listed item: its price and its stock. */
function EditItemForm({
  businessId,
  item,
  onDone,
}: {
  businessId: string;
  item: BusinessItem;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [price, setPrice] = useState(String(item.price));
  const [stock, setStock] = useState(item.stock === null ? '' : String(item.stock));
  const update = useUpdateBusinessItem(businessId);
  const { busy, error, submit } = useSubmit();
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      await update.mutateAsync({ itemId: item.id, json: { price, stock: whole(stock) } });
      onDone();
    });
  return (
    <form
      className="form"
      noValidate
      aria-label={t('economy.items.editTitle', { item: item.name })}
      onSubmit={(e) => void onSubmit(e)}
    >
      <div className="form-grid">
        <TextField
          label={t('business.items.price')}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <TextField
          label={t('business.items.stock')}
          inputMode="numeric"
          value={stock}
          onChange={(e) => setStock(e.target.value)}
        />
      </div>
      <StatusMessage text={error} tone="error" />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('economy.items.save')}
        </button>
      </div>
    </form>
  );
}

function NewItemForm({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const empty = { name: '', category: '', description: '', price: '', stock: '', limit: '' };
  const [form, setForm] = useState(empty);
  const [done, setDone] = useState('');
  const create = useCreateBusinessItem(businessId);
  const { busy, error, submit } = useSubmit();
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setDone('');
      const answer = await create.mutateAsync({
        name: form.name,
        category: form.category,
        description: form.description,
        price: form.price,
        stock: whole(form.stock),
        perCivilianLimit: whole(form.limit),
      });
      setDone(answer.message);
      setForm(empty);
    });

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <h3>{t('business.items.add')}</h3>
      <TextField label={t('business.items.name')} value={form.name} onChange={set('name')} />
      <TextField
        label={t('business.items.category')}
        value={form.category}
        onChange={set('category')}
      />
      <TextAreaField
        label={t('business.items.description')}
        value={form.description}
        onChange={set('description')}
      />
      <TextField
        label={t('business.items.price')}
        inputMode="decimal"
        value={form.price}
        onChange={set('price')}
      />
      <TextField
        label={t('business.items.stock')}
        inputMode="numeric"
        value={form.stock}
        onChange={set('stock')}
      />
      <TextField
        label={t('business.items.limit')}
        inputMode="numeric"
        value={form.limit}
        onChange={set('limit')}
      />
      <StatusMessage text={error} tone="error" />
      <StatusMessage text={done} tone="success" />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('business.items.submit')}
        </button>
      </div>
    </form>
  );
}

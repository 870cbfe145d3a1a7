import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { formatDateTime, formatMoney } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { newIdempotencyKey } from './api/keys';
import {
  useCreateBusinessItem,
  useRunPayroll,
  useSchedule,
  type BusinessDetail,
} from './api/businesses';
import { ItemFacts } from './shop-item-card';
import { runLabel, triggerLabel } from './business-labels';

/** Running payroll now, the weekly schedule, and the last runs (a failed one says so). */
export function PayrollPanel({ detail }: { detail: BusinessDetail }) {
  const { t } = useTranslation();
  const { business, runs } = detail;
  const [key, setKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState('');
  const pay = useRunPayroll(business.id);
  const schedule = useSchedule(business.id);
  const { busy, error, run } = useSubmit();
  const total = detail.employees
    .filter((e) => e.status === 'active')
    .reduce((sum, e) => sum + e.wageCents, 0);

  return (
    <section className="panel" aria-labelledby="business-payroll">
      <h2 id="business-payroll">{t('business.payroll.title')}</h2>
      <p>{t('business.payroll.total', { total: formatMoney(total / 100) })}</p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={business.payrollWeekly}
          disabled={busy}
          onChange={(e) =>
            void run(async () => {
              setDone('');
              await schedule.mutateAsync(e.target.checked);
            })
          }
        />{' '}
        {t('business.payroll.weekly')}
      </label>
      {business.nextPayrollAt && (
        <p className="muted small">
          {t('business.payroll.next', { at: formatDateTime(business.nextPayrollAt) })}
        </p>
      )}
      <StatusMessage text={error} tone="error" />
      <StatusMessage text={done} tone="success" />
      <div className="button-row">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              setDone('');
              const answer = await pay.mutateAsync(key);
              setDone(answer.message);
              setKey(newIdempotencyKey());
            })
          }
        >
          {t('business.payroll.run')}
        </button>
      </div>
      <h3>{t('business.payroll.runs')}</h3>
      {runs.length === 0 ? (
        <p className="muted">{t('business.payroll.noRuns')}</p>
      ) : (
        <ul className="business-rows">
          {runs.map((r) => (
            <li key={r.id} className="business-row">
              <span>
                {formatDateTime(r.createdAt)} · {triggerLabel(t, r.trigger)}
              </span>
              <span className={r.status === 'failed' ? 'field-error' : undefined}>
                {runLabel(t, {
                  status: r.status,
                  total: formatMoney(r.totalCents / 100),
                  count: r.employees,
                  balance: formatMoney(r.balanceCents / 100),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The business's items in the shop, and listing another. */
export function BusinessItemsPanel({ detail }: { detail: BusinessDetail }) {
  const { t } = useTranslation();
  const empty = { name: '', category: '', description: '', price: '', stock: '', limit: '' };
  const [form, setForm] = useState(empty);
  const [done, setDone] = useState('');
  const create = useCreateBusinessItem(detail.business.id);
  const { busy, error, submit } = useSubmit();
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const whole = (text: string) => (text.trim() === '' ? null : Number(text));

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
    <section className="panel" aria-labelledby="business-items">
      <h2 id="business-items">{t('business.items.title')}</h2>
      {detail.items.length === 0 ? (
        <p className="muted">{t('business.items.none')}</p>
      ) : (
        <ul className="economy-items">
          {detail.items.map((item) => (
            <li key={item.id} className="card economy-item">
              <h3>{item.name}</h3>
              <p className="muted small">{item.category}</p>
              <ItemFacts item={item} />
            </li>
          ))}
        </ul>
      )}
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
    </section>
  );
}

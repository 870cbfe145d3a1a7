import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../components/status-message';
import { formatDateTime, formatMoney } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { newIdempotencyKey } from './api/keys';
import { useRunPayroll, useSchedule, type BusinessDetail } from './api/businesses';
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

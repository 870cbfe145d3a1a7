import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../components/status-message';
import { formatMoney } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { useAllBusinesses, useApprovalSetting, useDecide } from './api/businesses';
import { businessStatusLabel } from './business-labels';

/** Staff: whether new businesses wait for approval, pending ones to decide, and all of them. */
export function BusinessAdminPanel() {
  const { t } = useTranslation();
  const all = useAllBusinesses();
  const setting = useApprovalSetting();
  const decide = useDecide();
  const { busy, error, run } = useSubmit();
  const businesses = all.data?.businesses ?? [];
  const pending = businesses.filter((b) => b.status === 'pending');

  return (
    <section className="panel" aria-labelledby="business-admin">
      <h2 id="business-admin">{t('business.admin.title')}</h2>
      {all.isError && <StatusMessage text={t('business.list.loadFailed')} tone="error" />}
      {all.data && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={all.data.approvalRequired}
            disabled={busy}
            onChange={(e) =>
              void run(async () => {
                await setting.mutateAsync(e.target.checked);
              })
            }
          />{' '}
          {t('business.admin.approvalRequired')}
        </label>
      )}
      <StatusMessage text={error} tone="error" />
      <h3>{t('business.admin.pending')}</h3>
      {pending.length === 0 ? (
        <p className="muted">{t('business.admin.nonePending')}</p>
      ) : (
        <ul className="business-rows">
          {pending.map((b) => (
            <li key={b.id} className="business-row">
              <span>
                {b.name} · {b.type} · {b.owner.name}
              </span>
              <span className="button-row">
                {([true, false] as const).map((approve) => (
                  <button
                    key={String(approve)}
                    type="button"
                    className={approve ? 'btn btn-primary' : 'btn'}
                    disabled={busy}
                    onClick={() =>
                      void run(async () => {
                        await decide.mutateAsync({ businessId: b.id, approve });
                      })
                    }
                  >
                    {approve
                      ? t('business.admin.approve', { name: b.name })
                      : t('business.admin.reject', { name: b.name })}
                  </button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('business.admin.all')}</h3>
      {businesses.length === 0 ? (
        <p className="muted">{t('business.admin.none')}</p>
      ) : (
        <ul className="business-rows">
          {businesses.map((b) => (
            <li key={b.id} className="business-row">
              <span>
                {b.name} · {b.owner.name}
              </span>
              <span className="muted small">
                {businessStatusLabel(t, b.status)} · {formatMoney(b.balanceCents / 100)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

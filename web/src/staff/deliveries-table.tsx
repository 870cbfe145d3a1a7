import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../components/table';
import { formatDateTime } from '../lib/format';
import type { FailedDelivery } from './api/list-deliveries';
import { destination, kindLabel, retryLabel } from './delivery-parts';

/** The failed deliveries, newest first, each with its reason and a Retry. */
export function DeliveriesTable({
  deliveries,
  busy,
  retrying,
  onRetry,
}: {
  deliveries: FailedDelivery[];
  /** A retry is under way: every Retry waits. */
  busy: boolean;
  /** The id being retried, or 'all'. */
  retrying: string | null;
  onRetry(d: FailedDelivery): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="panel table-wrap">
      <table className="deliveries-list">
        <caption className="sr-only">{t('staff.deliveries.caption')}</caption>
        <TableHead
          columns={[
            t('staff.deliveries.columns.failed'),
            t('staff.deliveries.columns.to'),
            t('staff.deliveries.columns.message'),
            t('staff.deliveries.columns.attempts'),
            t('staff.deliveries.columns.reason'),
          ]}
          actions
        />
        <tbody>
          {deliveries.map((d) => (
            <tr key={d._id}>
              <td data-label={t('staff.deliveries.columns.failed')}>
                {d.failedAt ? (
                  <time dateTime={d.failedAt}>{formatDateTime(d.failedAt)}</time>
                ) : (
                  t('common.notAvailable')
                )}
              </td>
              <td data-label={t('staff.deliveries.columns.to')}>
                <div className="delivery-to">
                  <span
                    className={`badge ${d.kind === 'webhook' ? 'badge-gray' : 'deliveries-badge-dm'}`}
                  >
                    {kindLabel(t, d.kind)}
                  </span>
                  <span>{destination(t, d)}</span>
                </div>
              </td>
              <td data-label={t('staff.deliveries.columns.message')}>
                <div>{d.title ?? t('common.notAvailable')}</div>
                {d.recordId && (
                  <div className="muted delivery-record" title={d.recordId}>
                    {t('staff.deliveries.record', { id: d.recordId.slice(0, 8) })}
                  </div>
                )}
              </td>
              <td data-label={t('staff.deliveries.columns.attempts')}>{d.attempts}</td>
              <td data-label={t('staff.deliveries.columns.reason')} className="delivery-failure">
                {d.reason ?? t('common.notAvailable')}
              </td>
              <td className="delivery-actions">
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy}
                  onClick={() => onRetry(d)}
                  aria-label={retryLabel(t, d)}
                >
                  <RotateCw aria-hidden="true" size={14} />
                  {retrying === d._id
                    ? t('staff.deliveries.retrying')
                    : t('staff.deliveries.retry')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

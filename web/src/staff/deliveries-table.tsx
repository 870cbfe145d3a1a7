import { RotateCw } from 'lucide-react';
import { TableHead } from '../components/table';
import { formatDateTime } from '../lib/format';
import type { FailedDelivery } from './api/list-deliveries';
import { KIND_LABEL, RETRY_LABEL, destination } from './delivery-parts';

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
  return (
    <div className="panel table-wrap">
      <table className="deliveries-list">
        <caption className="sr-only">Failed Discord deliveries, newest first</caption>
        <TableHead columns={['Failed', 'To', 'Message', 'Attempts', 'Reason']} actions />
        <tbody>
          {deliveries.map((d) => (
            <tr key={d._id}>
              <td data-label="Failed">
                {d.failedAt ? (
                  <time dateTime={d.failedAt}>{formatDateTime(d.failedAt)}</time>
                ) : (
                  'N/A'
                )}
              </td>
              <td data-label="To">
                <div className="delivery-to">
                  <span
                    className={`badge ${d.kind === 'webhook' ? 'badge-gray' : 'deliveries-badge-dm'}`}
                  >
                    {KIND_LABEL[d.kind]}
                  </span>
                  <span>{destination(d)}</span>
                </div>
              </td>
              <td data-label="Message">
                <div>{d.title ?? 'N/A'}</div>
                {d.recordId && (
                  <div className="muted delivery-record" title={d.recordId}>
                    Record {d.recordId.slice(0, 8)}
                  </div>
                )}
              </td>
              <td data-label="Attempts">{d.attempts}</td>
              <td data-label="Reason" className="delivery-failure">
                {d.reason ?? 'N/A'}
              </td>
              <td className="delivery-actions">
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy}
                  onClick={() => onRetry(d)}
                  aria-label={`Retry ${RETRY_LABEL[d.kind]} ${destination(d)}`}
                >
                  <RotateCw aria-hidden="true" size={14} />
                  {retrying === d._id ? 'Retrying...' : 'Retry'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

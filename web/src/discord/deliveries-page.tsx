import { useCallback, useEffect, useState } from 'react';
import { useUser } from '../app/session';
import { ApiError, call, rpc } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useToast } from '../components/toast';

interface FailedDelivery {
  _id: string;
  kind: 'dm' | 'webhook';
  discordId: string | null;
  username: string | null;
  platform: string | null;
  title: string | null;
  attempts: number;
  reason: string | null;
  failedAt: string | null;
}

function destination(d: FailedDelivery): string {
  if (d.kind === 'webhook') return `${d.platform ?? 'Unknown'} report channel`;
  return `DM to ${d.username ? `@${d.username}` : (d.discordId ?? 'unknown member')}`;
}

/** Staff: Discord messages that could not be delivered, why, and a way to send them again. */
export function DeliveriesPage() {
  const { permissions } = useUser();
  const [deliveries, setDeliveries] = useState<FailedDelivery[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [retrying, setRetrying] = useState<string | null>(null);
  const toast = useToast();

  const load = useCallback(async () => {
    try {
      const body = await call(rpc.api.admin.deliveries.$get());
      setDeliveries(body.deliveries);
      setLoadError('');
    } catch (err) {
      setLoadError(err instanceof ApiError ? err.message : 'Failed to load deliveries.');
    }
  }, []);

  useEffect(() => {
    if (permissions.admin) void load();
  }, [permissions.admin, load]);

  const retry = async (delivery: FailedDelivery) => {
    setRetrying(delivery._id);
    try {
      const body = await call(
        rpc.api.admin.deliveries[':id'].retry.$post({ param: { id: delivery._id } }),
      );
      toast.show(`✅ ${body.message}`);
      setDeliveries((list) => list?.filter((d) => d._id !== delivery._id) ?? null);
    } catch (err) {
      toast.show(err instanceof ApiError ? err.message : 'Retry failed.', 'error');
    } finally {
      setRetrying(null);
    }
  };

  if (!permissions.admin) {
    return (
      <section className="page">
        <h1>Discord Deliveries</h1>
        <p className="message error" role="alert">
          This requires the community staff (admin) role.
        </p>
      </section>
    );
  }

  return (
    <section className="page">
      <h1>Discord Deliveries</h1>
      <p className="muted">
        Citation and arrest DMs and report-channel posts that Discord refused. Fix the cause (the
        member opens their DMs, the webhook URL is updated), then retry.
      </p>
      {toast.element}
      <div className="panel">
        <div className="panel-header">
          <h2>Failed deliveries</h2>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void load()}>
            Refresh
          </button>
        </div>
        {loadError && (
          <p className="message error" role="alert">
            {loadError}
          </p>
        )}
        {deliveries === null && !loadError && <p className="muted">Loading...</p>}
        {deliveries?.length === 0 && <p className="muted">No failed deliveries.</p>}
        {deliveries && deliveries.length > 0 && (
          <div className="table-wrap">
            <table className="deliveries-table">
              <thead>
                <tr>
                  <th>Failed</th>
                  <th>To</th>
                  <th>Message</th>
                  <th>Attempts</th>
                  <th>Reason</th>
                  <th aria-label="Actions" />
                </tr>
              </thead>
              <tbody>
                {deliveries.map((d) => (
                  <tr key={d._id}>
                    <td>{formatDateTime(d.failedAt)}</td>
                    <td>{destination(d)}</td>
                    <td>{d.title ?? 'N/A'}</td>
                    <td>{d.attempts}</td>
                    <td className="delivery-reason">{d.reason ?? 'N/A'}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        disabled={retrying === d._id}
                        onClick={() => void retry(d)}
                        aria-label={`Retry ${destination(d)}`}
                      >
                        {retrying === d._id ? 'Retrying...' : 'Retry'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

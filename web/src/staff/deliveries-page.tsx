import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useUser } from '../lib/session';
import { errorText } from '../lib/use-submit';
import { LoadMore, usePaged } from '../components/paged';
import { useToast } from '../components/toast';
import {
  DELIVERIES,
  getQueueStats,
  listDeliveries,
  type FailedDelivery,
  type QueueStats,
} from './api/list-deliveries';
import { retryDelivery } from './api/retry-delivery';
import { QueueSummary, REFRESH_MS } from './delivery-parts';
import { DeliveriesTable } from './deliveries-table';
import './deliveries.css';

/** /dashboard/admin/deliveries: Discord messages that could not be delivered, why, and a retry. */
export function DeliveriesPage() {
  const { t } = useTranslation();
  const { permissions } = useUser();
  const { meta } = useSession();
  const [queue, setQueue] = useState<QueueStats | null>(null);
  const [loadError, setLoadError] = useState('');
  // Retried since the list was loaded: gone from the failed list, without reading it again.
  const [retried, setRetried] = useState<ReadonlySet<string>>(new Set());
  // The id being retried, or 'all' while every listed delivery is.
  const [retrying, setRetrying] = useState<string | null>(null);
  const toast = useToast();

  const loadPage = useCallback(
    async (cursor?: string) => {
      // Only staff may read the list; anyone else sees why below, without asking.
      if (!permissions.admin) return { items: [] as FailedDelivery[], nextCursor: null };
      try {
        const body = await listDeliveries(cursor);
        setQueue(body.queue);
        setLoadError('');
        if (!cursor) setRetried(new Set());
        return { items: body.deliveries, nextCursor: body.nextCursor };
      } catch (err) {
        setLoadError(errorText(err, t('staff.deliveries.loadFailed')));
        throw err;
      }
    },
    [permissions.admin, t],
  );
  const list = usePaged(loadPage, [...DELIVERIES]);
  const loading = list.busy;
  const load = list.reload;

  /** The queue line alone, read in the background: the pages read so far stay as they are. */
  const refreshQueue = useCallback(async () => {
    try {
      setQueue(await getQueueStats());
    } catch {
      // A background refresh keeps the last line shown; Refresh reports errors.
    }
  }, []);

  useEffect(() => {
    if (!permissions.admin) return;
    // Keeps the queue line current while the screen stays open.
    const timer = setInterval(() => void refreshQueue(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [permissions.admin, refreshQueue]);

  const deliveries = list.items?.filter((d) => !retried.has(d._id)) ?? null;
  const drop = (id: string) => setRetried((ids) => new Set(ids).add(id));

  const retry = async (delivery: FailedDelivery) => {
    setRetrying(delivery._id);
    try {
      await retryDelivery(delivery._id);
      toast.show(`✅ ${t('staff.deliveries.retried')}`);
      drop(delivery._id);
      void refreshQueue();
    } catch (err) {
      toast.show(errorText(err, t('staff.deliveries.retryFailed')), 'error');
      // Another staff member may have retried it already: show the list as it is now.
      void load();
    } finally {
      setRetrying(null);
    }
  };

  const retryAll = async () => {
    if (!deliveries?.length) return;
    setRetrying('all');
    let queued = 0;
    let failedToQueue = 0;
    for (const d of deliveries) {
      try {
        await retryDelivery(d._id);
        queued += 1;
        drop(d._id);
      } catch {
        failedToQueue += 1;
      }
    }
    setRetrying(null);
    void refreshQueue();
    if (failedToQueue) {
      toast.show(t('staff.deliveries.retriedSome', { count: failedToQueue, queued }), 'error');
    } else {
      toast.show(`✅ ${t('staff.deliveries.retriedAll', { count: queued })}`);
    }
  };

  if (!permissions.admin) {
    return (
      <section className="page">
        <h1>{t('staff.deliveries.title')}</h1>
        <p className="message error" role="alert">
          {t('staff.deliveries.adminOnly')}
        </p>
      </section>
    );
  }

  const count = deliveries?.length ?? 0;
  const busy = retrying !== null;

  return (
    <section className="page" aria-busy={loading}>
      <div className="deliveries-header">
        <h1>
          {t('staff.deliveries.title')}
          {count > 0 && (
            <span className="badge badge-red">
              {list.hasMore ? `${count}+` : count}
              <span className="sr-only"> {t('staff.deliveries.failedSuffix')}</span>
            </span>
          )}
        </h1>
        <div className="button-row">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={loading || busy}
            onClick={() => void load()}
          >
            <RefreshCw aria-hidden="true" size={14} />
            {loading ? t('staff.deliveries.refreshing') : t('staff.deliveries.refresh')}
          </button>
          {count > 1 && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy}
              onClick={() => void retryAll()}
            >
              {retrying === 'all'
                ? t('staff.deliveries.retrying')
                : t('staff.deliveries.retryAll', { total: count })}
            </button>
          )}
        </div>
      </div>
      <p className="muted deliveries-intro">{t('staff.deliveries.intro')}</p>

      {queue && !loadError && <QueueSummary queue={queue} demoMode={meta.demoMode} />}

      {loadError && (
        <div className="deliveries-load-error">
          <p className="message error" role="alert">
            {loadError}
          </p>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={loading}
            onClick={() => void load()}
          >
            {t('staff.deliveries.tryAgain')}
          </button>
        </div>
      )}

      {deliveries === null && !loadError && (
        <p className="muted" role="status">
          {t('staff.deliveries.loading')}
        </p>
      )}

      {deliveries?.length === 0 && (
        <div className="panel deliveries-empty" role="status">
          <span className="deliveries-empty-icon" aria-hidden="true">
            ✅
          </span>
          <h2>{t('staff.deliveries.empty')}</h2>
          {queue?.sending !== false && <p className="muted">{t('staff.deliveries.emptyHint')}</p>}
        </div>
      )}

      {deliveries && deliveries.length > 0 && (
        <DeliveriesTable
          deliveries={deliveries}
          busy={busy}
          retrying={retrying}
          onRetry={(d) => void retry(d)}
        />
      )}
      <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
      {toast.element}
    </section>
  );
}

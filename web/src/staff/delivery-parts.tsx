import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FailedDelivery, QueueStats } from './api/list-deliveries';

export const REFRESH_MS = 30_000;
// A running worker sends due messages within seconds; due for longer, none is running.
const STALLED_AFTER_MS = 10 * 60_000;

function ago(t: TFunction, iso: string): string {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return t('staff.deliveries.ago.minutes', { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t('staff.deliveries.ago.hours', { count: hours });
  return t('staff.deliveries.ago.days', { count: Math.round(hours / 24) });
}

/** One line on what is still waiting to be sent, and a warning when nothing is sending it. */
export function QueueSummary({ queue, demoMode }: { queue: QueueStats; demoMode: boolean }) {
  const { t } = useTranslation();
  if (!queue.sending) {
    // Said once, instead of an overdue warning and a "delivered or on its way" below it.
    const kept =
      queue.pending === 0
        ? t('staff.deliveries.off.nothingWaiting')
        : t('staff.deliveries.off.kept', { count: queue.pending });
    return (
      <div className="panel deliveries-off" role="status">
        <h2>{t('staff.deliveries.off.title')}</h2>
        <p>
          {demoMode
            ? t('staff.deliveries.off.demo', { kept })
            : t('staff.deliveries.off.noToken', { kept })}
        </p>
      </div>
    );
  }
  if (queue.pending === 0) {
    return <p className="muted deliveries-queue">{t('staff.deliveries.queue.empty')}</p>;
  }
  const line =
    queue.retrying > 0
      ? t('staff.deliveries.queue.waitingRetrying', {
          count: queue.pending,
          retrying: queue.retrying,
        })
      : t('staff.deliveries.queue.waiting', { count: queue.pending });
  const stalled =
    queue.dueSince !== null && Date.now() - Date.parse(queue.dueSince) > STALLED_AFTER_MS;
  if (!stalled) {
    return <p className="muted deliveries-queue">{line}</p>;
  }
  return (
    <p className="message error deliveries-queue" role="alert">
      {line} {t('staff.deliveries.queue.stalled', { ago: ago(t, queue.dueSince!) })}
    </p>
  );
}

/** Where a delivery was going: a platform's channel, or a member. */
export function destination(t: TFunction, d: FailedDelivery): string {
  const platform = d.platform ?? t('staff.deliveries.unknown');
  if (d.kind === 'webhook') return t('staff.deliveries.to.reportChannel', { platform });
  if (d.kind === 'call_post') return t('staff.deliveries.to.dispatchChannel', { platform });
  if (d.kind === 'event_webhook') return t('webhooks.deliveryTo');
  return d.username ? `@${d.username}` : (d.discordId ?? t('staff.deliveries.unknownMember'));
}

/** What kind of message it was, on its badge. */
export function kindLabel(t: TFunction, kind: FailedDelivery['kind']): string {
  switch (kind) {
    case 'dm':
      return t('staff.deliveries.kind.dm');
    case 'dm_edit':
      return t('staff.deliveries.kind.dmEdit');
    case 'webhook':
      return t('staff.deliveries.kind.webhook');
    case 'call_dm':
      return t('staff.deliveries.kind.callDm');
    case 'call_edit':
      return t('staff.deliveries.kind.callEdit');
    case 'call_post':
      return t('staff.deliveries.kind.callPost');
    case 'event_webhook':
      return t('webhooks.kind');
    case 'member_role':
      return t('staff.deliveries.kind.memberRole');
  }
}

/** The Retry button's name, said in full: "Retry DM to @member". */
export function retryLabel(t: TFunction, d: FailedDelivery): string {
  const to = destination(t, d);
  switch (d.kind) {
    case 'dm':
      return t('staff.deliveries.retryLabel.dm', { to });
    case 'dm_edit':
      return t('staff.deliveries.retryLabel.dmEdit', { to });
    case 'webhook':
      return t('staff.deliveries.retryLabel.webhook', { to });
    case 'call_dm':
      return t('staff.deliveries.retryLabel.callDm', { to });
    case 'call_edit':
      return t('staff.deliveries.retryLabel.callEdit', { to });
    case 'call_post':
      return t('staff.deliveries.retryLabel.callPost', { to });
    case 'event_webhook':
      return t('webhooks.retryLabel', { to });
    case 'member_role':
      return t('staff.deliveries.retryLabel.memberRole', { to });
  }
}

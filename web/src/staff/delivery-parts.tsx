import type { FailedDelivery, QueueStats } from './api/list-deliveries';

export const REFRESH_MS = 30_000;
// A running worker sends due messages within seconds; due for longer, none is running.
const STALLED_AFTER_MS = 10 * 60_000;

function ago(iso: string): string {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.round(hours / 24)} days`;
}

/** One line on what is still waiting to be sent, and a warning when nothing is sending it. */
export function QueueSummary({ queue, demoMode }: { queue: QueueStats; demoMode: boolean }) {
  if (!queue.sending) {
    // Said once, instead of an overdue warning and a "delivered or on its way" below it.
    const kept =
      queue.pending === 0
        ? 'Nothing is waiting.'
        : `${queue.pending} ${queue.pending === 1 ? 'message is' : 'messages are'} kept in the queue and will be sent once one is set.`;
    return (
      <div className="panel deliveries-off" role="status">
        <h2>Discord deliveries are not sent</h2>
        <p>
          {demoMode ? 'This is demo mode: ' : ''}no Discord bot token (DISCORD_BOT_TOKEN) or report
          webhook URL is set, so citation and arrest DMs and report-channel posts are not sent to
          Discord. {kept}
        </p>
      </div>
    );
  }
  if (queue.pending === 0) {
    return <p className="muted deliveries-queue">Queue: nothing waiting to be sent.</p>;
  }
  const waiting = `${queue.pending} ${queue.pending === 1 ? 'message' : 'messages'} waiting to be sent`;
  const retrying =
    queue.retrying > 0 ? ` (${queue.retrying} after an error, retried with backoff)` : '';
  const stalled =
    queue.dueSince !== null && Date.now() - Date.parse(queue.dueSince) > STALLED_AFTER_MS;
  if (!stalled) {
    return (
      <p className="muted deliveries-queue">
        Queue: {waiting}
        {retrying}.
      </p>
    );
  }
  return (
    <p className="message error deliveries-queue" role="alert">
      Queue: {waiting}
      {retrying}. Messages have been due for {ago(queue.dueSince!)} without being sent: check that
      DISCORD_BOT_TOKEN and the report webhook URLs are set, and the server log for errors.
    </p>
  );
}

export function destination(d: FailedDelivery): string {
  if (d.kind === 'webhook') return `${d.platform ?? 'Unknown'} report channel`;
  if (d.kind === 'call_post') return `${d.platform ?? 'Unknown'} dispatch channel`;
  return d.username ? `@${d.username}` : (d.discordId ?? 'Unknown member');
}

export const KIND_LABEL: Record<FailedDelivery['kind'], string> = {
  dm: 'DM',
  dm_edit: 'DM update',
  webhook: 'Report',
  call_dm: 'Assignment DM',
  call_edit: 'Call update',
  call_post: 'Dispatch post',
};

export const RETRY_LABEL: Record<FailedDelivery['kind'], string> = {
  dm: 'DM to',
  dm_edit: 'DM update for',
  webhook: 'post to',
  call_dm: 'assignment DM to',
  call_edit: 'call update for',
  call_post: 'post to',
};

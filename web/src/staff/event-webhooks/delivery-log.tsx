import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';
import { Table, TableHead } from '../../components/table';
import { formatDateTime } from '../../lib/format';
import { useSubmit } from '../../lib/use-submit';
import type { WebhookDelivery } from './api/list-deliveries';
import { useDeliveries } from './api/list-deliveries';
import type { WebhookEndpoint } from './api/list-endpoints';
import { useReplayDelivery } from './api/replay-delivery';

function statusText(t: TFunction, d: WebhookDelivery): string {
  const status =
    d.status === 'sent'
      ? t('eventWebhooks.status.sent')
      : d.status === 'failed'
        ? t('eventWebhooks.status.failed')
        : t('eventWebhooks.status.pending');
  return d.responseStatus === null
    ? status
    : t('eventWebhooks.status.withCode', { status, code: d.responseStatus });
}

/** An endpoint's latest deliveries; a failed one can be sent again. */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const deliveries = useDeliveries(endpoint.id);
  const replay = useReplayDelivery(endpoint.id);
  const { busy, error, run } = useSubmit();

  const title = <h4>{t('eventWebhooks.log.title', { url: endpoint.url })}</h4>;
  if (deliveries.isError) {
    return (
      <>
        {title}
        <StatusMessage text={t('eventWebhooks.log.loadFailed')} tone="error" />
      </>
    );
  }
  if (!deliveries.data) return <p className="page-status">{t('common.loading')}</p>;
  if (!deliveries.data.deliveries.length) {
    return (
      <>
        {title}
        <p className="muted">{t('eventWebhooks.log.none')}</p>
      </>
    );
  }
  return (
    <>
      {title}
      <StatusMessage text={error} />
      <Table>
        <TableHead
          columns={[
            t('eventWebhooks.log.time'),
            t('eventWebhooks.log.event'),
            t('eventWebhooks.log.status'),
            t('eventWebhooks.log.attempts'),
            t('eventWebhooks.log.error'),
          ]}
          actions
        />
        <tbody>
          {deliveries.data.deliveries.map((d) => (
            <tr key={d.id}>
              <td>{formatDateTime(d.createdAt)}</td>
              <td>
                <code>{d.type}</code>
              </td>
              <td>{statusText(t, d)}</td>
              <td>{d.attempts}</td>
              <td className="webhook-url">{d.error ?? ''}</td>
              <td>
                {d.status === 'failed' && (
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={busy}
                    aria-label={t('eventWebhooks.log.replayLabel', {
                      event: d.type,
                      when: formatDateTime(d.createdAt),
                    })}
                    onClick={() => void run(async () => void (await replay.mutateAsync(d.id)))}
                  >
                    {t('eventWebhooks.log.replay')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';
import { useWebhookEndpoints } from './api/list-endpoints';
import { CreateEndpointForm } from './create-endpoint-form';
import { EndpointItem } from './endpoint-item';
import './event-webhooks.css';

/** Staff: the endpoints CAD events are pushed to, each with its delivery log. */
export function EventWebhooksPage() {
  const { t } = useTranslation();
  const list = useWebhookEndpoints();
  return (
    <section className="page event-webhooks">
      <h1>{t('eventWebhooks.title')}</h1>
      <p className="muted">{t('eventWebhooks.intro')}</p>
      {/* The form waits for the server's list of events: it is the truth of what can be sent. */}
      {list.data && <CreateEndpointForm events={list.data.events} />}
      <h2>{t('eventWebhooks.listTitle')}</h2>
      {list.data ? (
        list.data.endpoints.length ? (
          <ul className="webhook-endpoints">
            {list.data.endpoints.map((endpoint) => (
              <EndpointItem key={endpoint.id} endpoint={endpoint} events={list.data.events} />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('eventWebhooks.none')}</p>
        )
      ) : list.isError ? (
        <StatusMessage text={t('eventWebhooks.loadFailed')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

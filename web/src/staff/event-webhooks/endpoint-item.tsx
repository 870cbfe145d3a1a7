import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';
import { formatDateTime } from '../../lib/format';
import { useSubmit } from '../../lib/use-submit';
import { useDeleteEndpoint } from './api/delete-endpoint';
import type { WebhookEndpoint, WebhookEvent } from './api/list-endpoints';
import { useRotateSecret } from './api/rotate-secret';
import { useSendTestEvent } from './api/send-test-event';
import { useUpdateEndpoint } from './api/update-endpoint';
import { DeliveryLog } from './delivery-log';
import { EditEndpointForm } from './edit-endpoint-form';
import { SecretNotice } from './secret-notice';

/** One endpoint: what it receives, its switches, and its delivery log on demand. */
export function EndpointItem({
  endpoint,
  events,
}: {
  endpoint: WebhookEndpoint;
  events: readonly WebhookEvent[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [showLog, setShowLog] = useState(false);
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const { busy, error, run } = useSubmit();
  const update = useUpdateEndpoint(endpoint.id);
  const rotate = useRotateSecret(endpoint.id);
  const test = useSendTestEvent(endpoint.id);
  const remove = useDeleteEndpoint(endpoint.id);

  // Each action shows what the server said it did (in the reader's language), or its refusal.
  const act = (action: () => Promise<{ message: string }>) =>
    void run(async () => {
      setDone('');
      setDone((await action()).message);
    });

  const toggleEnabled = () => act(() => update.mutateAsync({ enabled: !endpoint.enabled }));
  const sendTest = () => act(() => test.mutateAsync());
  const rotateSecret = () => {
    if (!window.confirm(t('eventWebhooks.endpoint.confirmRotate', { url: endpoint.url }))) return;
    act(async () => {
      const answer = await rotate.mutateAsync();
      setSecret(answer.secret);
      return answer;
    });
  };
  const deleteEndpoint = () => {
    if (!window.confirm(t('eventWebhooks.endpoint.confirmDelete', { url: endpoint.url }))) return;
    act(() => remove.mutateAsync());
  };

  return (
    <li className="panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="webhook-url">
        {endpoint.url}
      </h3>
      {endpoint.description && <p>{endpoint.description}</p>}
      <p className="muted small">
        {endpoint.enabled
          ? t('eventWebhooks.endpoint.enabled')
          : t('eventWebhooks.endpoint.disabled')}{' '}
        · {t('eventWebhooks.endpoint.added', { when: formatDateTime(endpoint.createdAt) })}
      </p>
      <p className="small">
        {t('eventWebhooks.endpoint.events', { events: endpoint.events.join(', ') })}
      </p>
      <div className="button-row">
        <button type="button" className="btn" disabled={busy} onClick={toggleEnabled}>
          {endpoint.enabled
            ? t('eventWebhooks.endpoint.disable')
            : t('eventWebhooks.endpoint.enable')}
        </button>
        {endpoint.enabled && (
          <button type="button" className="btn" disabled={busy} onClick={sendTest}>
            {t('eventWebhooks.endpoint.test')}
          </button>
        )}
        <button
          type="button"
          className="btn"
          aria-expanded={editing}
          onClick={() => {
            setDone('');
            setEditing((v) => !v);
          }}
        >
          {t('eventWebhooks.edit.open')}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={rotateSecret}>
          {t('eventWebhooks.endpoint.rotate')}
        </button>
        <button type="button" className="btn" onClick={() => setShowLog((v) => !v)}>
          {showLog ? t('eventWebhooks.endpoint.hideLog') : t('eventWebhooks.endpoint.showLog')}
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={deleteEndpoint}>
          {t('eventWebhooks.endpoint.delete')}
        </button>
      </div>
      <StatusMessage text={error} />
      <StatusMessage text={done} tone="success" />
      {editing && (
        <EditEndpointForm
          endpoint={endpoint}
          events={events}
          onDone={(message) => {
            setEditing(false);
            setDone(message);
          }}
        />
      )}
      {secret && <SecretNotice secret={secret} onDismiss={() => setSecret(null)} />}
      {showLog && <DeliveryLog endpoint={endpoint} />}
    </li>
  );
}

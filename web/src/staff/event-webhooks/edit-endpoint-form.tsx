import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { StatusMessage } from '../../components/status-message';
import { useSubmit } from '../../lib/use-submit';
import type { WebhookEndpoint, WebhookEvent } from './api/list-endpoints';
import { useUpdateEndpoint } from './api/update-endpoint';
import { EventChoices } from './event-choices';

/** Changes where an endpoint is and what it receives; its secret stays as it is. */
export function EditEndpointForm({
  endpoint,
  events,
  onDone,
}: {
  endpoint: WebhookEndpoint;
  events: readonly WebhookEvent[];
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(endpoint.url);
  const [description, setDescription] = useState(endpoint.description);
  const [chosen, setChosen] = useState<WebhookEvent[]>(endpoint.events);
  const { busy, error, submit } = useSubmit();
  const update = useUpdateEndpoint(endpoint.id);

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      const answer = await update.mutateAsync({ url, description, events: chosen });
      onDone(answer.message);
    });

  return (
    <form className="form webhook-edit" noValidate onSubmit={(e) => void onSubmit(e)}>
      <h4>{t('eventWebhooks.edit.title')}</h4>
      <TextField
        label={t('eventWebhooks.create.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
      />
      <TextField
        label={t('eventWebhooks.create.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <EventChoices events={events} chosen={chosen} onChange={setChosen} />
      <StatusMessage text={error} />
      <FormActions busy={busy} label={t('eventWebhooks.edit.save')} onCancel={() => onDone('')} />
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { useSubmit } from '../../lib/use-submit';
import { useCreateEndpoint } from './api/create-endpoint';
import type { WebhookEvent } from './api/list-endpoints';
import { EventChoices } from './event-choices';
import { SecretNotice } from './secret-notice';

/** Registers an endpoint and shows its signing secret, which the server returns only now. */
export function CreateEndpointForm({ events }: { events: readonly WebhookEvent[] }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<WebhookEvent[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const { busy, error, submit } = useSubmit();
  const create = useCreateEndpoint();

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      // The server is the judge of the URL (https only, no private address in production):
      // its refusal shows as it wrote it.
      const answer = await create.mutateAsync({ url, description, events: chosen });
      setSecret(answer.secret);
      setUrl('');
      setDescription('');
      setChosen([]);
    });

  return (
    <form className="panel form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <h2>{t('eventWebhooks.create.title')}</h2>
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
      {secret && <SecretNotice secret={secret} onDismiss={() => setSecret(null)} />}
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('eventWebhooks.create.busy') : t('eventWebhooks.create.submit')}
        </button>
      </div>
    </form>
  );
}

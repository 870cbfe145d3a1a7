import { useTranslation } from 'react-i18next';
import type { WebhookEvent } from './api/list-endpoints';
import { eventDescription } from './event-label';

/** The events an endpoint receives, as checkboxes, in the order the server lists them. */
export function EventChoices({
  events,
  chosen,
  onChange,
}: {
  events: readonly WebhookEvent[];
  chosen: readonly WebhookEvent[];
  onChange: (chosen: WebhookEvent[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (event: WebhookEvent) =>
    onChange(chosen.includes(event) ? chosen.filter((e) => e !== event) : [...chosen, event]);
  return (
    <fieldset className="webhook-events">
      <legend>{t('eventWebhooks.create.events')}</legend>
      {events.map((event) => (
        <label key={event} className="checkbox">
          <input type="checkbox" checked={chosen.includes(event)} onChange={() => toggle(event)} />{' '}
          <code className="webhook-event-name">{event}</code>
          {eventDescription(t, event)}
        </label>
      ))}
    </fieldset>
  );
}

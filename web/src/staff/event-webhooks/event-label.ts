import type { TFunction } from 'i18next';

/**
 * What an event announces, in the reader's language. The event's own name (`call.created`) is
 * shown beside it untranslated: it is what receivers switch on. Undefined for an event this
 * build does not know (a newer server), which then shows by its name alone.
 */
export function eventDescription(t: TFunction, event: string): string | undefined {
  switch (event) {
    case 'call.created':
      return t('eventWebhooks.events.callCreated');
    case 'call.updated':
      return t('eventWebhooks.events.callUpdated');
    case 'call.closed':
      return t('eventWebhooks.events.callClosed');
    case 'unit.status':
      return t('eventWebhooks.events.unitStatus');
    case 'unit.assigned':
      return t('eventWebhooks.events.unitAssigned');
    case 'panic':
      return t('eventWebhooks.events.panic');
    case 'bolo.created':
      return t('eventWebhooks.events.boloCreated');
    case 'record.created':
      return t('eventWebhooks.events.recordCreated');
    case 'fine.paid':
      return t('eventWebhooks.events.finePaid');
    case 'warrant.created':
      return t('eventWebhooks.events.warrantCreated');
    case 'warrant.served':
      return t('eventWebhooks.events.warrantServed');
    default:
      return undefined;
  }
}

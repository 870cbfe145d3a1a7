import { z } from 'zod';
import { DESCRIPTION_MAX, URL_MAX, WEBHOOK_EVENTS, checkWebhookUrl } from '@tenfour/db/webhooks';
import { catalogued, digitsNumber, optionalTypedText } from '../validate';

// The form every server accepts; production's stricter rules (no private addresses, no http
// at all) are applied by the operation, which knows where it runs.
const url = z
  .string(catalogued('webhooks.urlHttps'))
  .trim()
  .max(URL_MAX, catalogued('webhooks.urlHttps'))
  .refine(
    (u) => checkWebhookUrl(u, { production: false }) === null,
    catalogued('webhooks.urlHttps'),
  );

const description = optionalTypedText('a description', DESCRIPTION_MAX).transform((d) => d ?? '');

const events = z
  .array(
    z.enum(WEBHOOK_EVENTS, catalogued('webhooks.unknownEvent')),
    catalogued('webhooks.eventsRequired'),
  )
  .min(1, catalogued('webhooks.eventsRequired'))
  .max(WEBHOOK_EVENTS.length * 2);

export const createEndpointBody = z.object({ url, description, events });

export const updateEndpointBody = z.object({
  url: url.optional(),
  description: description.optional(),
  events: events.optional(),
  enabled: z.boolean().optional(),
});

export const endpointParam = z.object({ id: z.uuid(catalogued('webhooks.notFound')) });
export const deliveryParam = endpointParam.extend({
  deliveryId: digitsNumber('Not a delivery id.'),
});

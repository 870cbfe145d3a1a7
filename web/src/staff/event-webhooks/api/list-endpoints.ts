import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call } from '../../../lib/api';
import { EVENT_WEBHOOKS, hooks } from './keys';

export type EndpointList = InferResponseType<typeof hooks.$get, 200>;
export type WebhookEndpoint = EndpointList['endpoints'][number];
export type WebhookEvent = EndpointList['events'][number];

/** The endpoints (never their secrets) and the events the server offers. */
export function useWebhookEndpoints() {
  return useQuery({ queryKey: EVENT_WEBHOOKS, queryFn: () => call(hooks.$get()) });
}

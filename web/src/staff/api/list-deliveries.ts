import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { STAFF } from './keys';

const deliveries = rpc.api.admin.deliveries;

export type DeliveriesPage = InferResponseType<typeof deliveries.$get, 200>;
export type FailedDelivery = DeliveriesPage['deliveries'][number];
export type QueueStats = DeliveriesPage['queue'];

export const DELIVERIES = [...STAFF, 'deliveries'] as const;

/** A page of deliveries that failed for good, with the queue's state. */
export const listDeliveries = (cursor?: string) =>
  call(deliveries.$get({ query: cursor ? { cursor } : {} }));

/** The queue's state alone: one row is the least the list answers with. */
export const getQueueStats = async () =>
  (await call(deliveries.$get({ query: { limit: '1' } }))).queue;

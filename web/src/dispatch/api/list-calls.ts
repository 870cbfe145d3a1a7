import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const calls = rpc.api.calls;

export type CallView = InferResponseType<typeof calls.$get, 200>['calls'][number];

/** GET /api/calls: the department's active calls. */
export const listCalls = () => call(calls.$get({ query: {} }));

import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const demoUsers = rpc.api.auth['demo-users'];

export type DemoUser = InferResponseType<typeof demoUsers.$get, 200>['users'][number];

// The sign-in screen does not load the query cache (it stays small), so its calls are plain.
/** The sample members a demo server offers. */
export const getDemoUsers = () => call(demoUsers.$get());

import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const active = rpc.api.officers.me.active;

/** POST /api/officers/me/active: the officer works in another of their departments. */
export const switchProfile = (
  department: InferRequestType<typeof active.$post>['json']['department'],
) => call(active.$post({ json: { department } }));

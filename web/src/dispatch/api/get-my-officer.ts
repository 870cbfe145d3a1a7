import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const me = rpc.api.officers.me;

export type MyOfficers = InferResponseType<typeof me.$get, 200>;
export type OfficerView = MyOfficers['profiles'][number];

/** GET /api/officers/me: the member's active officer profile and every profile they have. */
export const getMyOfficer = () => call(me.$get());

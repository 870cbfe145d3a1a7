import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const panic = rpc.api.panic;

export type PanicView = InferResponseType<typeof panic.$get, 200>['alerts'][number];

/** GET /api/panic: the department's unacknowledged panic alerts. */
export const listAlerts = () => call(panic.$get());

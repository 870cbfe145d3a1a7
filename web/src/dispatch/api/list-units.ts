import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const units = rpc.api.units;

export type UnitView = InferResponseType<typeof units.$get, 200>['units'][number];

/** GET /api/units: the department's on-duty units. */
export const listUnits = () => call(units.$get({ query: {} }));

import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const history = rpc.api.clock.history;

export type ClockHistory = InferResponseType<typeof history.$get, 200>;
export type ClockTotal = ClockHistory['officers'][number];
export type ClockSessionView = ClockHistory['mine'][number];

/** GET /api/clock/history: the department's clocked totals and the officer's own sessions. */
export const getClockHistory = () => call(history.$get());

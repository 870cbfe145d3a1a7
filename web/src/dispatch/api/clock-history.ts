import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { clockHistoryKey, type UnitService } from './keys';

const history = rpc.api.clock.history;

export type ClockHistory = InferResponseType<typeof history.$get, 200>;
export type ClockTotal = ClockHistory['officers'][number];
export type ClockSessionView = ClockHistory['mine'][number];

/** GET /api/clock/history: the department's clocked totals and the officer's own sessions. */
export const getClockHistory = () => call(history.$get());

/** What the history modal shows, whichever service's history it reads. */
export type ClockHistoryView = { officers: ClockTotal[]; mine: ClockSessionView[] };

/** One service's clock-in history; fire/rescue passes its own reader. */
export function useClockHistory(
  service: UnitService,
  load: () => Promise<ClockHistoryView> = getClockHistory,
) {
  return useQuery({ queryKey: clockHistoryKey(service), queryFn: load });
}

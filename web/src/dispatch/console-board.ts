import type { QueryClient } from '@tanstack/react-query';
import {
  dispatchBoardKey,
  type BoardUnit,
  type ConsoleCall as CallView,
  type DispatchBoard,
} from './api/dispatch-board';
import { type UnitView } from './api/list-units';

/** A change on the dispatcher's stream that the console's board shows. */
export type ConsoleEvent =
  | { type: 'call.created' | 'call.updated' | 'call.closed'; data: CallView }
  | { type: 'unit.updated'; data: UnitView };

export const CONSOLE_EVENT_TYPES = [
  'call.created',
  'call.updated',
  'call.closed',
  'unit.updated',
] as const satisfies readonly ConsoleEvent['type'][];

// The server's order: most urgent first, then oldest.
const mostUrgent = (a: CallView, b: CallView) =>
  a.priority - b.priority || a.callNumber - b.callNumber;
const byCallsign = (a: UnitView, b: UnitView) => a.callsign.localeCompare(b.callsign);

/**
 * Each unit's current call, as the server works it out: the newest active call it is on. The
 * console holds every active call, so the answer needs nothing more than the board.
 */
function withCurrentCalls(units: UnitView[], calls: CallView[]): BoardUnit[] {
  const current = new Map<string, BoardUnit['currentCall']>();
  for (const call of [...calls].sort((a, b) => b.callNumber - a.callNumber)) {
    for (const unit of call.units) {
      if (current.has(unit.officerId)) continue;
      const { _id, callNumber, type, location } = call;
      current.set(unit.officerId, { _id, callNumber, type, location });
    }
  }
  return units.map((unit) => ({ ...unit, currentCall: current.get(unit.officerId) ?? null }));
}

/**
 * Applies one change to the console's board. Events carry the whole entity after the change,
 * so applying one is idempotent, as on the officers' board.
 */
export function applyConsoleEvent(board: DispatchBoard, event: ConsoleEvent): DispatchBoard {
  if (event.type === 'unit.updated') {
    const unit = event.data;
    const rest = board.units.filter((u) => u.officerId !== unit.officerId);
    const units = (unit.onDuty ? [...rest, unit] : rest).sort(byCallsign);
    return { ...board, units: withCurrentCalls(units, board.calls) };
  }
  const call = event.data;
  const rest = board.calls.filter((c) => c._id !== call._id);
  const calls = (call.status === 'Active' ? [...rest, call] : rest).sort(mostUrgent);
  return { ...board, calls, units: withCurrentCalls(board.units, calls) };
}

/** A change the dispatcher made, shown on the console's board before its event arrives. */
export function showOnBoard(
  queryClient: QueryClient,
  department: string,
  changed: CallView,
  type: ConsoleEvent['type'] = changed.status === 'Active' ? 'call.updated' : 'call.closed',
) {
  queryClient.setQueryData<DispatchBoard>(dispatchBoardKey(department), (b) =>
    b ? applyConsoleEvent(b, { type, data: changed } as ConsoleEvent) : b,
  );
}

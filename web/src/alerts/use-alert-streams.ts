import { useEffect, useRef } from 'react';
import type { CallView } from '@tenfour/db/dispatch';
import { useLiveEvents, type LiveHandlers } from '../lib/use-live-events';
import { useAlertPlayer } from './use-alert-player';

type AlertStream = {
  'call.created': CallView;
  'call.updated': CallView;
  'panic.raised': unknown;
  'bolo.created': unknown;
  'call.note': unknown;
};

/**
 * The dispatcher console's sounds: each new call (a civilian's 911 call has its own tone), each
 * panic and each BOLO of the department the console shows. It listens on a stream of its own
 * so the console's board logic stays as it is.
 */
export function useDispatcherAlerts(department: string) {
  const play = useAlertPlayer();
  const handlers: LiveHandlers<AlertStream> = {
    'call.created': (call) => play(call.source === '911' ? 'call.911' : 'call.new', call.priority),
    'panic.raised': () => play('panic'),
    'bolo.created': () => play('bolo'),
  };
  useLiveEvents<AlertStream>(
    department ? `/api/events?service=dispatch&department=${encodeURIComponent(department)}` : null,
    handlers,
  );
}

/**
 * An officer's sounds: being assigned to a call, a note on one of their calls, a panic and a
 * BOLO of their department.
 */
export function useOfficerAlerts(
  unitId: string,
  boardCalls: readonly Pick<CallView, '_id' | 'units'>[] | undefined,
) {
  const play = useAlertPlayer();
  // Calls the unit was already on: only a new assignment sounds, not every later update.
  const onCalls = useRef(new Set<string>());
  // Seeded once from the board's first load: later board changes may already hold the very
  // assignment this stream is about to announce.
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !boardCalls) return;
    seeded.current = true;
    for (const call of boardCalls)
      if (call.units.some((u) => u.officerId === unitId)) onCalls.current.add(call._id);
  }, [boardCalls, unitId]);
  const onCall = (call: CallView) => {
    const on = call.status === 'Active' && call.units.some((u) => u.officerId === unitId);
    if (on && !onCalls.current.has(call._id)) play('assigned');
    if (on) onCalls.current.add(call._id);
    else onCalls.current.delete(call._id);
  };
  const handlers: LiveHandlers<AlertStream> = {
    // A new call the unit is on is one it made itself: nothing to announce.
    'call.created': (call) => {
      if (call.units.some((u) => u.officerId === unitId)) onCalls.current.add(call._id);
    },
    'call.updated': onCall,
    'panic.raised': () => play('panic'),
    'bolo.created': () => play('bolo'),
    // A unit's stream carries only the notes of calls it is on.
    'call.note': () => play('call.note'),
  };
  useLiveEvents<AlertStream>(unitId ? '/api/events?service=police' : null, handlers, {
    reconnectOn: unitId,
  });
}

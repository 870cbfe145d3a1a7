import { useCallback, useEffect, useRef } from 'react';
import type { CallView } from '@tenfour/db/dispatch';
import { useAlertPlayer } from './use-alert-player';

/** An event of a stream the page already holds, as its board hands it on. */
type StreamEvent = { type: string; data: unknown };

/**
 * The dispatcher console's sounds: each new call (a civilian's 911 call has its own tone), each
 * panic and each BOLO. The console passes every event of its own stream here: sounds never
 * open a second stream (one per page is what the server and the refusal handling count on).
 */
export function useDispatcherAlerts(): (event: StreamEvent) => void {
  const play = useAlertPlayer();
  return useCallback(
    ({ type, data }: StreamEvent) => {
      if (type === 'call.created') {
        const call = data as CallView;
        play(call.source === '911' ? 'call.911' : 'call.new', call.priority);
      }
      if (type === 'panic.raised') play('panic');
      if (type === 'bolo.created') play('bolo');
    },
    [play],
  );
}

/**
 * An officer's sounds: being assigned to a call, a note on one of their calls, a panic and a
 * BOLO of their department. `onBoardEvent` takes the officer board's events; `onNote` the
 * notes of the unit's calls (which the dashboard's unit stream publishes).
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

  const onBoardEvent = useCallback(
    ({ type, data }: StreamEvent) => {
      if (type === 'call.created') {
        // A new call the unit is on is one it made itself: nothing to announce.
        const call = data as CallView;
        if (call.units.some((u) => u.officerId === unitId)) onCalls.current.add(call._id);
      }
      if (type === 'call.updated') {
        const call = data as CallView;
        const on = call.status === 'Active' && call.units.some((u) => u.officerId === unitId);
        if (on && !onCalls.current.has(call._id)) play('assigned');
        if (on) onCalls.current.add(call._id);
        else onCalls.current.delete(call._id);
      }
      if (type === 'panic.raised') play('panic');
      if (type === 'bolo.created') play('bolo');
    },
    [play, unitId],
  );
  const onNote = useCallback(() => play('call.note'), [play]);
  return { onBoardEvent, onNote };
}

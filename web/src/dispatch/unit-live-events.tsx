import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveEvents, type LiveHandlers } from '../lib/use-live-events';
import { publishCallNote, type CallNoteEvent } from './call-note-bus';
import { type CallView } from './api/list-calls';
import { useMyUnitId, useReadActiveCalls } from './api/my-unit';
import { useUnitSignalHandlers, type SignalStream } from './signal-100';
import { useToneReceiver } from './tone-board';
import './dispatch-911.css';

const SHOW_MS = 8000;

type Service = 'police' | 'safr';

type CallEvent = 'call.created' | 'call.updated' | 'call.closed';
type UnitStream = { ready: { department: string }; 'call.note': CallNoteEvent } & Record<
  CallEvent,
  CallView
> &
  SignalStream;

/**
 * The signed-in unit's own live events, on every dashboard page: a toast when they are put
 * on a call (by a dispatcher or another unit), and the notes of their calls for any open
 * notes timeline. Boards keep their own streams; this one only watches for the member.
 */
export function UnitLiveEvents({ service }: { service: Service }) {
  const { t } = useTranslation();
  const [assigned, setAssigned] = useState<CallView | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const unitId = useMyUnitId(service);
  // Signal 100 of the unit's department (the shell's banner) and tones meant for this unit.
  const signals = useUnitSignalHandlers();
  const tones = useToneReceiver();
  const readActiveCalls = useReadActiveCalls(service);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Calls the unit is on, so only a new assignment is announced.
  const onCalls = useRef(new Set<string>());

  const onCall = (call: CallView, e: MessageEvent<string>) => {
    if (!unitId) return;
    const on = call.status === 'Active' && call.units.some((u) => u.officerId === unitId);
    // A new call the unit is on is one it made itself: nothing to announce.
    if (on && !onCalls.current.has(call._id) && e.type !== 'call.created') {
      onCalls.current.add(call._id);
      clearTimeout(timer.current);
      setAssigned(call);
      timer.current = setTimeout(() => setAssigned(null), SHOW_MS);
    }
    if (!on) onCalls.current.delete(call._id);
  };
  const handlers: LiveHandlers<UnitStream> = {
    ready: ({ department }) => {
      signals.onReady(department);
      void readActiveCalls()
        .then(({ calls }) => {
          for (const c of calls)
            if (c.units.some((u) => u.officerId === unitId)) onCalls.current.add(c._id);
        })
        .catch(() => undefined);
    },
    'call.created': onCall,
    'call.updated': onCall,
    'call.closed': onCall,
    'call.note': publishCallNote,
    'signal100.set': signals['signal100.set'],
    'signal100.lifted': signals['signal100.lifted'],
    'tone.sent': tones.onTone,
  };
  useLiveEvents<UnitStream>(unitId ? `/api/events?service=${service}` : null, handlers, {
    reconnectOn: unitId,
  });

  if (!assigned) return tones.element;
  return (
    <>
      {tones.element}
      <div className="toast toast-success assignment-toast" role="status">
        {t('dispatch.assigned', {
          number: assigned.callNumber,
          type: assigned.type,
          location: assigned.location,
        })}
        {assigned.postal ? ` (${assigned.postal})` : ''}
      </div>
    </>
  );
}

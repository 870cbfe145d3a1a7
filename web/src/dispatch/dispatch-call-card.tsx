import { CircleCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { CALL_TYPES, serviceLabel, statusLabel, type CallType } from '@tenfour/db/browser';
import { CallNotes } from './call-notes';
import { PRIORITIES } from './dispatcher-call-modal';
import { useAssignUnit } from './api/assign-unit';
import { useCloseDispatcherCall } from './api/close-dispatcher-call';
import type { BoardUnit, ConsoleCall as CallView } from './api/dispatch-board';
import { useSetCallPriority } from './api/set-call-priority';
import { useSetCallType } from './api/set-call-type';
import { useUnassignUnit } from './api/unassign-unit';

type Run = (action: () => Promise<{ success: true; message?: string }>, done?: string) => void;

const PRIORITY_BADGE: Record<number, string> = {
  1: 'badge-red',
  2: 'badge-yellow',
  3: 'badge-gray',
};

/** One active call on the dispatcher's board, with its units and every action on it. */
export function DispatchCallCard({
  call,
  units,
  department,
  run,
}: {
  call: CallView;
  units: BoardUnit[];
  department: string;
  run: Run;
}) {
  const assign = useAssignUnit(department);
  const unassign = useUnassignUnit(department);
  const setType = useSetCallType(department);
  const setPriority = useSetCallPriority(department);
  const close = useCloseDispatcherCall(department);
  const [unitId, setUnitId] = useState('');
  const [notesOpen, setNotesOpen] = useState(call.source === '911');
  const onCall = new Set(call.units.map((u) => u.officerId));
  const free = units.filter((u) => !onCall.has(u.officerId));
  const label = `call #${call.callNumber}`;

  return (
    <li className="dispatch-call" aria-label={`Call #${call.callNumber}`}>
      <div className="dispatch-call-head">
        <h3>
          #{call.callNumber} · {call.type}
        </h3>
        <span className={`badge ${PRIORITY_BADGE[call.priority] ?? 'badge-gray'}`}>
          P{call.priority}
        </span>
        {call.source === '911' && <span className="badge badge-red">911</span>}
        {call.services.map((s) => (
          <span key={s} className="badge badge-gray">
            {serviceLabel(s)}
          </span>
        ))}
      </div>
      {call.caller && <p>Caller: {call.caller.name}</p>}
      <p>
        {call.location}
        {call.postal ? ` · Postal ${call.postal}` : ''}
      </p>
      {call.details && <p className="muted">{call.details}</p>}
      {call.units.length ? (
        <ul className="dispatch-chips" aria-label={`Units on ${label}`}>
          {call.units.map((u) => (
            <li key={u.officerId}>
              {u.callsign}
              <button
                type="button"
                className="btn btn-link btn-sm"
                aria-label={`Unassign ${u.callsign} from ${label}`}
                onClick={() =>
                  run(
                    () => unassign.mutateAsync([call._id, u.officerId]),
                    `${u.callsign} unassigned from ${label}.`,
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No units assigned. Pick an on-duty unit below.</p>
      )}
      <div className="dispatch-call-actions">
        <label className="sr-only" htmlFor={`assign-${call._id}`}>
          Unit to assign to {label}
        </label>
        <select
          id={`assign-${call._id}`}
          value={unitId}
          onChange={(e) => setUnitId(e.target.value)}
        >
          <option value="">Choose a unit</option>
          {free.map((u) => (
            <option key={u.officerId} value={u.officerId}>
              {u.callsign} ({u.service === 'safr' ? (u.role ?? 'Fire/rescue') : 'Police'},{' '}
              {statusLabel(u.status)}){u.currentCall ? ` on #${u.currentCall.callNumber}` : ''}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={!unitId}
          onClick={() => {
            run(() => assign.mutateAsync([call._id, unitId]));
            setUnitId('');
          }}
        >
          <UserPlus aria-hidden="true" size={16} /> Assign
        </button>
        <label className="sr-only" htmlFor={`type-${call._id}`}>
          Type of {label}
        </label>
        <select
          id={`type-${call._id}`}
          value={call.type}
          onChange={(e) =>
            run(
              () => setType.mutateAsync([call._id, e.target.value as CallType]),
              `${label[0]!.toUpperCase()}${label.slice(1)} is now ${e.target.value}.`,
            )
          }
        >
          {CALL_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
        <label className="sr-only" htmlFor={`priority-${call._id}`}>
          Priority of {label}
        </label>
        <select
          id={`priority-${call._id}`}
          value={String(call.priority)}
          onChange={(e) =>
            run(
              () => setPriority.mutateAsync([call._id, Number(e.target.value)]),
              `${label[0]!.toUpperCase()}${label.slice(1)} is now priority ${e.target.value}.`,
            )
          }
        >
          {PRIORITIES.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-expanded={notesOpen}
          onClick={() => setNotesOpen((o) => !o)}
        >
          Notes
        </button>
        <button
          type="button"
          className="btn btn-danger btn-sm"
          aria-label={`Close ${label}`}
          onClick={() => run(() => close.mutateAsync([call._id]))}
        >
          <CircleCheck aria-hidden="true" size={16} /> Close Call
        </button>
      </div>
      {notesOpen && <CallNotes callId={call._id} scope="dispatch" />}
    </li>
  );
}

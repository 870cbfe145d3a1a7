import { CircleCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallType } from '@tenfour/db/browser';
import { useCallTypeNames } from './api/community-values';
import { CallNotes } from './call-notes';
import { priorities, serviceText, statusText } from './labels';
import { useAssignUnit } from './api/assign-unit';
import { useCloseDispatcherCall } from './api/close-dispatcher-call';
import type { BoardUnit, ConsoleCall as CallView } from './api/dispatch-board';
import { useSetCallPriority } from './api/set-call-priority';
import { useSetCallType } from './api/set-call-type';
import { useUnassignUnit } from './api/unassign-unit';
import { SuggestedUnits, freeUnitsVersion } from './suggested-units';

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
  const { t } = useTranslation();
  const assign = useAssignUnit(department);
  const unassign = useUnassignUnit(department);
  const setType = useSetCallType(department);
  const callTypes = useCallTypeNames(call.type);
  const setPriority = useSetCallPriority(department);
  const close = useCloseDispatcherCall(department);
  const [unitId, setUnitId] = useState('');
  const [notesOpen, setNotesOpen] = useState(call.source === '911');
  const onCall = new Set(call.units.map((u) => u.officerId));
  const free = units.filter((u) => !onCall.has(u.officerId));
  const number = call.callNumber;

  return (
    <li className="dispatch-call" aria-label={t('dispatch.call.title', { number })}>
      <div className="dispatch-call-head">
        <h3>
          #{call.callNumber} · {call.type}
        </h3>
        <span className={`badge ${PRIORITY_BADGE[call.priority] ?? 'badge-gray'}`}>
          {t('dispatch.card.priorityBadge', { priority: call.priority })}
        </span>
        {call.source === '911' && <span className="badge badge-red">911</span>}
        {call.services.map((s) => (
          <span key={s} className="badge badge-gray">
            {serviceText(t, s)}
          </span>
        ))}
      </div>
      {call.caller && <p>{t('dispatch.card.caller', { name: call.caller.name })}</p>}
      <p>
        {call.location}
        {call.postal ? ` · ${t('dispatch.card.postal', { postal: call.postal })}` : ''}
      </p>
      {call.details && <p className="muted">{call.details}</p>}
      {call.units.length ? (
        <ul className="dispatch-chips" aria-label={t('dispatch.card.unitsOn', { number })}>
          {call.units.map((u) => (
            <li key={u.officerId}>
              {u.callsign}
              <button
                type="button"
                className="btn btn-link btn-sm"
                aria-label={t('dispatch.card.unassign', { callsign: u.callsign, number })}
                onClick={() =>
                  run(
                    () => unassign.mutateAsync([call._id, u.officerId]),
                    t('dispatch.card.unassigned', { callsign: u.callsign, number }),
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('dispatch.card.noUnits')}</p>
      )}
      <div className="dispatch-call-actions">
        <label className="sr-only" htmlFor={`assign-${call._id}`}>
          {t('dispatch.card.unitToAssign', { number })}
        </label>
        <select
          id={`assign-${call._id}`}
          value={unitId}
          onChange={(e) => setUnitId(e.target.value)}
        >
          <option value="">{t('dispatch.card.chooseUnit')}</option>
          {free.map((u) => {
            const unit = {
              callsign: u.callsign,
              service:
                u.service === 'safr'
                  ? (u.role ?? t('dispatch.card.fireRescue'))
                  : t('dispatch.service.police'),
              status: statusText(t, u.status),
            };
            return (
              <option key={u.officerId} value={u.officerId}>
                {u.currentCall
                  ? t('dispatch.card.unitOptionOnCall', {
                      ...unit,
                      number: u.currentCall.callNumber,
                    })
                  : t('dispatch.card.unitOption', unit)}
              </option>
            );
          })}
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
          <UserPlus aria-hidden="true" size={16} /> {t('dispatch.call.assign')}
        </button>
        <label className="sr-only" htmlFor={`type-${call._id}`}>
          {t('dispatch.card.typeOf', { number })}
        </label>
        <select
          id={`type-${call._id}`}
          value={call.type}
          onChange={(e) =>
            run(
              () => setType.mutateAsync([call._id, e.target.value as CallType]),
              t('dispatch.card.typeChanged', { number, type: e.target.value }),
            )
          }
        >
          {callTypes.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
        <label className="sr-only" htmlFor={`priority-${call._id}`}>
          {t('dispatch.card.priorityOf', { number })}
        </label>
        <select
          id={`priority-${call._id}`}
          value={String(call.priority)}
          onChange={(e) =>
            run(
              () => setPriority.mutateAsync([call._id, Number(e.target.value)]),
              t('dispatch.card.priorityChanged', { number, priority: e.target.value }),
            )
          }
        >
          {priorities(t).map((p) => (
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
          {t('dispatch.card.notes')}
        </button>
        <button
          type="button"
          className="btn btn-danger btn-sm"
          aria-label={t('dispatch.card.closeCall', { number })}
          onClick={() => run(() => close.mutateAsync([call._id]))}
        >
          <CircleCheck aria-hidden="true" size={16} /> {t('dispatch.call.close')}
        </button>
      </div>
      <SuggestedUnits
        callId={call._id}
        callNumber={number}
        scope="dispatch"
        version={`${call.updatedAt} ${freeUnitsVersion(units)}`}
        openAtFirst={call.units.length === 0}
        onPick={(id) => run(() => assign.mutateAsync([call._id, id]))}
      />
      {notesOpen && <CallNotes callId={call._id} scope="dispatch" />}
    </li>
  );
}

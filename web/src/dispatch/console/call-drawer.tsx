import { CircleCheck, UserPlus, X } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallType } from '@tenfour/db/browser';
import { useCallTypeNames } from '../api/community-values';
import { useAssignUnit } from '../api/assign-unit';
import type { BoardUnit, ConsoleCall } from '../api/dispatch-board';
import { useSetCallPriority } from '../api/set-call-priority';
import { useSetCallType } from '../api/set-call-type';
import { useUnassignUnit } from '../api/unassign-unit';
import { CallNotes } from '../call-notes';
import { priorities, serviceText, statusText } from '../labels';
import { StatusChip } from '../status';
import { SuggestedUnits, freeUnitsVersion } from '../suggested-units';
import { PRIORITY_BADGE } from './calls-table';

export type Run = (
  action: () => Promise<{ success: true; message?: string }>,
  done?: string,
) => void;

/**
 * One call open beside the table (a full-screen sheet on a phone): its details, caller,
 * notes and units, and every action on it. Focus moves in when it opens; Escape closes it.
 */
export function CallDrawer({
  call,
  units,
  department,
  run,
  assignRef,
  focus,
  onDismiss,
  onAssigned,
  onCloseCall,
}: {
  call: ConsoleCall;
  units: BoardUnit[];
  department: string;
  run: Run;
  assignRef: RefObject<HTMLSelectElement | null>;
  /** Focus the unit select (the assign shortcut) rather than the heading, on each opening. */
  focus: { assign: boolean; count: number };
  onDismiss(): void;
  onAssigned(): void;
  onCloseCall(): void;
}) {
  const { t } = useTranslation();
  const assign = useAssignUnit(department);
  const unassign = useUnassignUnit(department);
  const setType = useSetCallType(department);
  const setPriority = useSetCallPriority(department);
  const callTypes = useCallTypeNames(call.type);
  const [unitId, setUnitId] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const byId = new Map(units.map((u) => [u.officerId, u]));
  const onCall = new Set(call.units.map((u) => u.officerId));
  const free = units.filter((u) => !onCall.has(u.officerId));
  const number = call.callNumber;
  const id = call._id;

  useEffect(() => {
    (focus.assign ? assignRef.current : heading.current)?.focus();
    // Only when a call is opened: a later change of the call keeps focus where it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus.count]);

  return (
    <div
      className="console-drawer"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`drawer-title-${id}`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || e.defaultPrevented) return;
        e.preventDefault();
        onDismiss();
      }}
    >
      <header className="console-drawer-head">
        <h2 id={`drawer-title-${id}`} ref={heading} tabIndex={-1}>
          {t('dispatch.call.title', { number })}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('consoleCalls.drawer.dismiss')}
          onClick={onDismiss}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </header>
      <div className="console-drawer-body">
        <p className="console-drawer-badges">
          <strong>{call.type}</strong>
          <span className={`badge ${PRIORITY_BADGE[call.priority] ?? 'badge-gray'}`}>
            {t('dispatch.card.priorityBadge', { priority: call.priority })}
          </span>
          {call.source === '911' && <span className="badge badge-red">911</span>}
          {call.services.map((s) => (
            <span key={s} className="badge badge-gray">
              {serviceText(t, s)}
            </span>
          ))}
        </p>
        {call.caller && <p>{t('dispatch.card.caller', { name: call.caller.name })}</p>}
        <p>
          {call.location}
          {call.postal ? ` · ${t('dispatch.card.postal', { postal: call.postal })}` : ''}
        </p>
        {call.details && <p className="muted">{call.details}</p>}

        <h3 className="console-drawer-sub">{t('consoleCalls.drawer.units')}</h3>
        {call.units.length ? (
          <ul className="console-chips" aria-label={t('dispatch.card.unitsOn', { number })}>
            {call.units.map((u) => {
              const unit = byId.get(u.officerId);
              return (
                <li key={u.officerId}>
                  <StatusChip service={unit?.service ?? u.service} code={unit?.status ?? ''}>
                    {u.callsign}
                  </StatusChip>
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={t('dispatch.card.unassign', { callsign: u.callsign, number })}
                    onClick={() =>
                      run(
                        () => unassign.mutateAsync([id, u.officerId]),
                        t('dispatch.card.unassigned', { callsign: u.callsign, number }),
                      )
                    }
                  >
                    <X aria-hidden="true" size={14} />
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="muted">{t('dispatch.card.noUnits')}</p>
        )}
        <div className="console-drawer-row">
          <label htmlFor={`assign-${id}`}>{t('dispatch.card.unitToAssign', { number })}</label>
          <select
            id={`assign-${id}`}
            ref={assignRef}
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
              run(() => assign.mutateAsync([id, unitId]));
              setUnitId('');
              onAssigned();
            }}
          >
            <UserPlus aria-hidden="true" size={16} /> {t('dispatch.call.assign')}
          </button>
        </div>
        <SuggestedUnits
          callId={id}
          callNumber={number}
          scope="dispatch"
          version={`${call.updatedAt} ${freeUnitsVersion(units)}`}
          openAtFirst={call.units.length === 0}
          onPick={(unit) => {
            run(() => assign.mutateAsync([id, unit]));
            onAssigned();
          }}
        />
        <div className="console-drawer-grid">
          <div className="field">
            <label htmlFor={`type-${id}`}>{t('dispatch.card.typeOf', { number })}</label>
            <select
              id={`type-${id}`}
              value={call.type}
              onChange={(e) =>
                run(
                  () => setType.mutateAsync([id, e.target.value as CallType]),
                  t('dispatch.card.typeChanged', { number, type: e.target.value }),
                )
              }
            >
              {callTypes.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`priority-${id}`}>{t('dispatch.card.priorityOf', { number })}</label>
            <select
              id={`priority-${id}`}
              value={String(call.priority)}
              onChange={(e) =>
                run(
                  () => setPriority.mutateAsync([id, Number(e.target.value)]),
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
          </div>
        </div>
        <CallNotes key={id} callId={id} scope="dispatch" />
        <button
          type="button"
          className="btn btn-danger console-drawer-close"
          aria-label={t('dispatch.card.closeCall', { number })}
          onClick={onCloseCall}
        >
          <CircleCheck aria-hidden="true" size={16} /> {t('dispatch.call.close')}
        </button>
      </div>
    </div>
  );
}

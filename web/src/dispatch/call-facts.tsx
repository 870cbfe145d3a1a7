import { LogIn, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSubmit } from '../lib/use-submit';
import { formatDateTime, orNA } from '../lib/format';
import { ServiceBadges, callUnitLabel } from './call-services';
import { type CallView } from './api/list-calls';

/**
 * One write on an open call at a time: `run` disables the buttons, hands the changed call on
 * and keeps the server's reason when it refuses.
 */
export function useCallAction<R extends { call: CallView }>(onDone: (res: R) => void) {
  const { busy, error, run } = useSubmit();
  return {
    busy,
    error,
    run: (action: () => Promise<R>) => run(async () => onDone(await action())),
  };
}

/**
 * What every unit reads about a call. The police view adds the 911 caller, the primary
 * officer and when it closed; `unitAction` puts a control on each unit's chip.
 */
export function CallFacts({
  call,
  police = false,
  unitAction,
}: {
  call: CallView;
  police?: boolean;
  unitAction?: (unit: CallView['units'][number]) => ReactNode;
}) {
  const active = call.status === 'Active';
  return (
    <dl className="details">
      <dt>Type</dt>
      <dd>{call.type}</dd>
      <dt>Services</dt>
      <dd>
        <ServiceBadges services={call.services} />
      </dd>
      {police && call.caller && (
        <>
          <dt>911 Caller</dt>
          <dd>{call.caller.name}</dd>
        </>
      )}
      <dt>Location</dt>
      <dd>{call.location}</dd>
      <dt>Postal</dt>
      <dd>{orNA(call.postal)}</dd>
      <dt>Details</dt>
      <dd className="dispatch-prewrap">{orNA(call.details)}</dd>
      <dt>Status</dt>
      <dd>
        <span className={`badge ${active ? 'badge-yellow' : 'badge-gray'}`}>{call.status}</span>
      </dd>
      {police && (
        <>
          <dt>Primary Officer</dt>
          <dd>{orNA(call.primaryOfficer)}</dd>
        </>
      )}
      <dt>Units</dt>
      <dd>
        {call.units.length ? (
          <ul className="dispatch-unit-chips" aria-label="Units on the call">
            {call.units.map((u) => (
              <li key={u.officerId}>
                <span className="dispatch-chip">
                  {callUnitLabel(u)}
                  {unitAction?.(u)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          'None'
        )}
      </dd>
      <dt>Created</dt>
      <dd>
        {formatDateTime(call.createdAt)}
        {call.createdBy ? ` by ${call.createdBy}` : ''}
      </dd>
      {police && call.closedAt && (
        <>
          <dt>Closed</dt>
          <dd>{formatDateTime(call.closedAt)}</dd>
        </>
      )}
    </dl>
  );
}

export function CallClosedNotice() {
  return (
    <p className="message error" role="status">
      This call has been closed.
    </p>
  );
}

/**
 * Join or leave a call: one button, whichever the unit can do now. A unit off duty cannot
 * attach (the server refuses it the same way): the button is off and says why, the duty it holds
 * elsewhere if any, else `offDutyHint`.
 */
export function AttachToggle({
  attached,
  busy,
  me,
  offDutyHint,
  onAttach,
  onDetach,
}: {
  attached: boolean;
  busy: boolean;
  me: { onDuty: boolean; dutyElsewhere?: string | null | undefined };
  offDutyHint: string;
  onAttach(): void;
  onDetach(): void;
}) {
  const offDuty = me.onDuty ? undefined : (me.dutyElsewhere ?? offDutyHint);
  if (attached) {
    return (
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={onDetach}>
        <LogOut aria-hidden="true" size={16} /> Detach Me
      </button>
    );
  }
  return (
    <>
      {offDuty && (
        <p className="muted small" id="attach-off-duty">
          {offDuty}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy || offDuty !== undefined}
        aria-describedby={offDuty ? 'attach-off-duty' : undefined}
        onClick={onAttach}
      >
        <LogIn aria-hidden="true" size={16} /> Attach Me
      </button>
    </>
  );
}

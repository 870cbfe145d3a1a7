import { LogIn, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../lib/use-submit';
import { formatDateTime, orNA } from '../lib/format';
import { ServiceBadges, callUnitLabel } from './call-services';
import { type CallView } from './api/list-calls';
import { callStatusText } from './labels';

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
  const { t } = useTranslation();
  const active = call.status === 'Active';
  return (
    <dl className="details">
      <dt>{t('dispatch.facts.type')}</dt>
      <dd>{call.type}</dd>
      <dt>{t('dispatch.facts.services')}</dt>
      <dd>
        <ServiceBadges services={call.services} />
      </dd>
      {police && call.caller && (
        <>
          <dt>{t('dispatch.facts.caller')}</dt>
          <dd>{call.caller.name}</dd>
        </>
      )}
      <dt>{t('dispatch.facts.location')}</dt>
      <dd>{call.location}</dd>
      <dt>{t('dispatch.facts.postal')}</dt>
      <dd>{orNA(call.postal)}</dd>
      <dt>{t('dispatch.facts.details')}</dt>
      <dd className="dispatch-prewrap">{orNA(call.details)}</dd>
      <dt>{t('dispatch.facts.status')}</dt>
      <dd>
        <span className={`badge ${active ? 'badge-yellow' : 'badge-gray'}`}>
          {callStatusText(t, call.status)}
        </span>
      </dd>
      {police && (
        <>
          <dt>{t('dispatch.facts.primaryOfficer')}</dt>
          <dd>{orNA(call.primaryOfficer)}</dd>
        </>
      )}
      <dt>{t('dispatch.facts.units')}</dt>
      <dd>
        {call.units.length ? (
          <ul className="dispatch-unit-chips" aria-label={t('dispatch.facts.unitsOnCall')}>
            {call.units.map((u) => (
              <li key={u.officerId}>
                <span className="dispatch-chip">
                  {callUnitLabel(t, u)}
                  {unitAction?.(u)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          t('dispatch.facts.none')
        )}
      </dd>
      <dt>{t('dispatch.facts.created')}</dt>
      <dd>
        {call.createdBy
          ? t('dispatch.facts.createdBy', {
              date: formatDateTime(call.createdAt),
              name: call.createdBy,
            })
          : formatDateTime(call.createdAt)}
      </dd>
      {police && call.closedAt && (
        <>
          <dt>{t('dispatch.facts.closed')}</dt>
          <dd>{formatDateTime(call.closedAt)}</dd>
        </>
      )}
    </dl>
  );
}

export function CallClosedNotice() {
  const { t } = useTranslation();
  return (
    <p className="message error" role="status">
      {t('dispatch.facts.callClosed')}
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
  const { t } = useTranslation();
  const offDuty = me.onDuty ? undefined : (me.dutyElsewhere ?? offDutyHint);
  if (attached) {
    return (
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={onDetach}>
        <LogOut aria-hidden="true" size={16} /> {t('dispatch.facts.detachMe')}
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
        <LogIn aria-hidden="true" size={16} /> {t('dispatch.facts.attachMe')}
      </button>
    </>
  );
}

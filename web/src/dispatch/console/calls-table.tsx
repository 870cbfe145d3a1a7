import { memo, useRef, useState, type KeyboardEvent, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallAgeThresholds } from '../api/call-age';
import type { BoardUnit, ConsoleCall } from '../api/dispatch-board';
import { StatusChip } from '../status';
import { CallAge } from './call-age';
import { CALLS_TABLE_ID, focusRowNow } from './focus';

export const PRIORITY_BADGE: Record<number, string> = {
  1: 'badge-red',
  2: 'badge-yellow',
  3: 'badge-gray',
};

/**
 * The department's active calls, one dense row each. The rows are one Tab stop (a roving
 * tabindex): the arrows move between them, Enter or a click opens a call in the drawer.
 */
export function CallsTable({
  calls,
  units,
  openId,
  thresholds,
  onOpen,
  onDismiss,
}: {
  calls: ConsoleCall[];
  units: BoardUnit[];
  openId: string | null;
  thresholds: CallAgeThresholds;
  onOpen(callId: string): void;
  onDismiss(): void;
}) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState<string | null>(null);
  const byId = new Map(units.map((u) => [u.officerId, u]));
  // The row Tab lands on: the last one focused, else the open call's, else the first.
  const tabStop = [focused, openId].find((id) => calls.some((c) => c._id === id)) ?? calls[0]?._id;

  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (e.target !== e.currentTarget) return;
    const move = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (move) {
      e.preventDefault();
      const next = calls[index + move];
      if (next) focusRowNow(next._id);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      const next = e.key === 'Home' ? calls[0] : calls[calls.length - 1];
      if (next) focusRowNow(next._id);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      onOpen(calls[index]!._id);
    } else if (e.key === 'Escape' && openId) {
      e.preventDefault();
      onDismiss();
    }
  };

  // Rows call the newest handlers through one ref that never changes, so a row re-renders only
  // when its own call, chips or flags do: an event for one call re-renders one row, not fifty.
  const actions = useRef<RowActions>(null!);
  actions.current = { onOpen, onKeyDown, onFocusRow: setFocused };

  return (
    <table id={CALLS_TABLE_ID} className="console-calls" tabIndex={-1}>
      <caption className="sr-only">{t('consoleCalls.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('consoleCalls.table.number')}</th>
          <th scope="col">{t('consoleCalls.table.priority')}</th>
          <th scope="col">{t('consoleCalls.table.type')}</th>
          <th scope="col">{t('consoleCalls.table.location')}</th>
          <th scope="col">{t('consoleCalls.table.age')}</th>
          <th scope="col">{t('consoleCalls.table.units')}</th>
          <th scope="col">
            <span className="sr-only">{t('consoleCalls.table.source')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {calls.map((call, index) => (
          <CallRow
            key={call._id}
            call={call}
            index={index}
            chips={chipsOf(call, byId)}
            isOpen={call._id === openId}
            isTabStop={call._id === tabStop}
            warnMinutes={thresholds.warnMinutes}
            alertMinutes={thresholds.alertMinutes}
            actions={actions}
          />
        ))}
      </tbody>
    </table>
  );
}

interface RowActions {
  onOpen(callId: string): void;
  onKeyDown(e: KeyboardEvent<HTMLTableRowElement>, index: number): void;
  onFocusRow(callId: string): void;
}

/** A call's unit chip: who, and the service and status that colour it. */
interface Chip {
  officerId: string;
  callsign: string;
  service: string;
  status: string;
}

/**
 * The chips of a call's units, as one string: the board hands out new unit objects on every
 * event, and a string compares equal while nothing the row shows has changed.
 */
function chipsOf(call: ConsoleCall, byId: Map<string, BoardUnit>): string {
  return JSON.stringify(
    call.units.map((u): Chip => {
      const unit = byId.get(u.officerId);
      return {
        officerId: u.officerId,
        callsign: u.callsign,
        service: unit?.service ?? u.service,
        status: unit?.status ?? '',
      };
    }),
  );
}

const CallRow = memo(function CallRow({
  call,
  index,
  chips,
  isOpen,
  isTabStop,
  warnMinutes,
  alertMinutes,
  actions,
}: {
  call: ConsoleCall;
  index: number;
  chips: string;
  isOpen: boolean;
  isTabStop: boolean;
  warnMinutes: number;
  alertMinutes: number;
  actions: MutableRefObject<RowActions>;
}) {
  const { t } = useTranslation();
  const number = call.callNumber;
  const units = JSON.parse(chips) as Chip[];
  return (
    <tr
      data-call-id={call._id}
      tabIndex={isTabStop ? 0 : -1}
      aria-label={t('dispatch.call.title', { number })}
      aria-current={isOpen ? 'true' : undefined}
      className={isOpen ? 'is-open' : undefined}
      onFocus={(e) => e.target === e.currentTarget && actions.current.onFocusRow(call._id)}
      onClick={() => actions.current.onOpen(call._id)}
      onKeyDown={(e) => actions.current.onKeyDown(e, index)}
    >
      <td className="console-call-number">#{number}</td>
      <td>
        <span className={`badge ${PRIORITY_BADGE[call.priority] ?? 'badge-gray'}`}>
          {t('dispatch.card.priorityBadge', { priority: call.priority })}
        </span>
      </td>
      <td className="console-call-type">{call.type}</td>
      <td className="console-call-location">
        {call.location}
        {call.postal && (
          <span className="muted small">
            {' · '}
            {t('dispatch.card.postal', { postal: call.postal })}
          </span>
        )}
      </td>
      <td className="console-call-age">
        <CallAge createdAt={call.createdAt} thresholds={{ warnMinutes, alertMinutes }} />
      </td>
      <td className="console-call-units">
        {units.length ? (
          <ul className="console-chips" aria-label={t('dispatch.card.unitsOn', { number })}>
            {units.map((u) => (
              <li key={u.officerId}>
                <StatusChip service={u.service} code={u.status}>
                  {u.callsign}
                </StatusChip>
              </li>
            ))}
          </ul>
        ) : (
          <span className="muted small">{t('consoleCalls.table.noUnits')}</span>
        )}
      </td>
      <td className="console-call-source">
        {call.source === '911' && <span className="badge badge-red">911</span>}
      </td>
    </tr>
  );
});

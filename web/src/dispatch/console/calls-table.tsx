import { useState, type KeyboardEvent } from 'react';
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
        {calls.map((call, index) => {
          const number = call.callNumber;
          return (
            <tr
              key={call._id}
              data-call-id={call._id}
              tabIndex={call._id === tabStop ? 0 : -1}
              aria-label={t('dispatch.call.title', { number })}
              aria-current={call._id === openId ? 'true' : undefined}
              className={call._id === openId ? 'is-open' : undefined}
              onFocus={(e) => e.target === e.currentTarget && setFocused(call._id)}
              onClick={() => onOpen(call._id)}
              onKeyDown={(e) => onKeyDown(e, index)}
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
                <CallAge createdAt={call.createdAt} thresholds={thresholds} />
              </td>
              <td className="console-call-units">
                {call.units.length ? (
                  <ul className="console-chips" aria-label={t('dispatch.card.unitsOn', { number })}>
                    {call.units.map((u) => {
                      const unit = byId.get(u.officerId);
                      return (
                        <li key={u.officerId}>
                          <StatusChip
                            service={unit?.service ?? u.service}
                            code={unit?.status ?? ''}
                          >
                            {u.callsign}
                          </StatusChip>
                        </li>
                      );
                    })}
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
        })}
      </tbody>
    </table>
  );
}

import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EmptyState } from '../components/empty-state';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { formatDateTime, formatMoney, formatNumber } from '../lib/format';
import { type ClockHistoryView, getClockHistory, useClockHistory } from './api/clock-history';
import { Table } from '../components/table';

/** A shift's pay as the history shows it: the amount, or why it was not (all) paid. */
function shiftPayText(t: TFunction, pay: ClockHistoryView['mine'][number]['pay']): string {
  if (!pay) return '—';
  const paid = formatMoney(pay.paidCents / 100);
  if (!pay.unpaidReason) return paid;
  const reason = {
    daily_cap: t('economy.shiftPay.reasons.daily_cap'),
    treasury: t('economy.shiftPay.reasons.treasury'),
    no_account: t('economy.shiftPay.reasons.no_account'),
  }[pay.unpaidReason];
  return pay.paidCents > 0
    ? `${paid} (${t('economy.shiftPay.unpaid', { reason })})`
    : t('economy.shiftPay.unpaid', { reason });
}

export function formatDuration(t: TFunction, totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h
    ? t('dispatch.clock.hoursMinutes', { hours: h, minutes: pad(m) })
    : t('dispatch.clock.minutesSeconds', { minutes: m, seconds: pad(s % 60) });
}

/** Clock-in history: the member's recent tours and the department's on-duty totals. */
export function ClockHistoryModal({
  onClose,
  service = 'police',
  load = getClockHistory,
  clockInHint,
}: {
  onClose(): void;
  /** Fire/rescue reads its own service's history. */
  service?: 'police' | 'safr';
  load?: () => Promise<ClockHistoryView>;
  clockInHint?: string;
}) {
  const { t } = useTranslation();
  const query = useClockHistory(service, load);
  const data = query.data;
  const error = query.isError ? t('dispatch.clock.loadFailed') : '';
  const myTotal = data?.mine.reduce((sum, tour) => sum + tour.seconds, 0) ?? 0;
  return (
    <Modal title={t('dispatch.clock.title')} onClose={onClose} wide>
      {error && <StatusMessage text={error} />}
      {!data && !error && <p className="muted">{t('common.loading')}</p>}
      {data && (
        <div className="form">
          <section aria-labelledby="clock-mine">
            <h3 id="clock-mine">{t('dispatch.clock.mine')}</h3>
            {data.mine.length ? (
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{t('dispatch.clock.clockedIn')}</th>
                    <th scope="col">{t('dispatch.clock.clockedOut')}</th>
                    <th scope="col">{t('dispatch.clock.duration')}</th>
                    <th scope="col">{t('economy.shiftPay.pay')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.mine.map((tour) => (
                    <tr key={tour.startedAt}>
                      <td>{formatDateTime(tour.startedAt)}</td>
                      <td>
                        {tour.endedAt ? formatDateTime(tour.endedAt) : t('dispatch.clock.onDuty')}
                      </td>
                      <td>{formatDuration(t, tour.seconds)}</td>
                      <td>{shiftPayText(t, tour.pay)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : (
              <EmptyState>
                {t('dispatch.clock.noTours', { hint: clockInHint ?? t('dispatch.clock.hint') })}
              </EmptyState>
            )}
            {data.mine.length > 0 && (
              <p className="muted small">
                {t('dispatch.clock.total', { duration: formatDuration(t, myTotal) })}
              </p>
            )}
          </section>
          <section aria-labelledby="clock-department">
            <h3 id="clock-department">{t('dispatch.clock.department')}</h3>
            {data.officers.length ? (
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{t('dispatch.clock.officer')}</th>
                    <th scope="col">{t('dispatch.clock.tours')}</th>
                    <th scope="col">{t('dispatch.clock.totalOnDuty')}</th>
                    <th scope="col">{t('dispatch.clock.lastClockIn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.officers.map((o) => (
                    <tr key={o.officerId}>
                      <td>
                        {o.callsign} — {o.name}{' '}
                        {o.onDuty && (
                          <span className="badge badge-green">{t('dispatch.clock.onDuty')}</span>
                        )}
                      </td>
                      <td>{formatNumber(o.sessions)}</td>
                      <td>{formatDuration(t, o.totalSeconds)}</td>
                      <td>{formatDateTime(o.lastClockIn)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : (
              <EmptyState>{t('dispatch.clock.nobody')}</EmptyState>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}

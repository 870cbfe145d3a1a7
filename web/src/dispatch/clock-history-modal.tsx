import { EmptyState } from '../components/empty-state';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { formatDateTime } from '../lib/format';
import { type ClockHistoryView, getClockHistory, useClockHistory } from './api/clock-history';
import { Table } from '../components/table';

export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}h ${String(m).padStart(2, '0')}m` : `${m}m ${String(s % 60).padStart(2, '0')}s`;
}

/** Clock-in history: the member's recent tours and the department's on-duty totals. */
export function ClockHistoryModal({
  onClose,
  service = 'police',
  load = getClockHistory,
  clockInHint = 'Set 10-8 or 10-41 to clock in.',
}: {
  onClose(): void;
  /** Fire/rescue reads its own service's history. */
  service?: 'police' | 'safr';
  load?: () => Promise<ClockHistoryView>;
  clockInHint?: string;
}) {
  const query = useClockHistory(service, load);
  const data = query.data;
  const error = query.isError ? 'Failed to load clock history.' : '';
  const myTotal = data?.mine.reduce((sum, t) => sum + t.seconds, 0) ?? 0;
  return (
    <Modal title="Clock History" onClose={onClose} wide>
      {error && <StatusMessage text={error} />}
      {!data && !error && <p className="muted">Loading...</p>}
      {data && (
        <div className="form">
          <section aria-labelledby="clock-mine">
            <h3 id="clock-mine">Your recent tours</h3>
            {data.mine.length ? (
              <Table>
                <thead>
                  <tr>
                    <th scope="col">Clocked In</th>
                    <th scope="col">Clocked Out</th>
                    <th scope="col">Duration</th>
                  </tr>
                </thead>
                <tbody>
                  {data.mine.map((t) => (
                    <tr key={t.startedAt}>
                      <td>{formatDateTime(t.startedAt)}</td>
                      <td>{t.endedAt ? formatDateTime(t.endedAt) : 'On duty'}</td>
                      <td>{formatDuration(t.seconds)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : (
              <EmptyState>No tours yet. {clockInHint}</EmptyState>
            )}
            {data.mine.length > 0 && (
              <p className="muted small">Total of these tours: {formatDuration(myTotal)}</p>
            )}
          </section>
          <section aria-labelledby="clock-department">
            <h3 id="clock-department">Department on-duty time</h3>
            {data.officers.length ? (
              <Table>
                <thead>
                  <tr>
                    <th scope="col">Officer</th>
                    <th scope="col">Tours</th>
                    <th scope="col">Total On Duty</th>
                    <th scope="col">Last Clock-In</th>
                  </tr>
                </thead>
                <tbody>
                  {data.officers.map((o) => (
                    <tr key={o.officerId}>
                      <td>
                        {o.callsign} — {o.name}{' '}
                        {o.onDuty && <span className="badge badge-green">On duty</span>}
                      </td>
                      <td>{o.sessions}</td>
                      <td>{formatDuration(o.totalSeconds)}</td>
                      <td>{formatDateTime(o.lastClockIn)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : (
              <EmptyState>
                Nobody has clocked in yet. Tours appear here once a unit goes on duty.
              </EmptyState>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}

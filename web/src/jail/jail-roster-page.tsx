import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Table, TableHead } from '../components/table';
import { StatusMessage } from '../components/status-message';
import { formatDateTime } from '../lib/format';
import { useSession } from '../lib/session';
import { useRoster, type Booking, type RosterView } from './api/roster';
import { ReleaseEarlyForm } from './release-early-form';

const statusLabel = (t: TFunction, status: Booking['status']) =>
  status === 'in_custody'
    ? t('jail.roster.statusInCustody')
    : status === 'released_early'
      ? t('jail.roster.statusReleasedEarly')
      : t('jail.roster.statusReleased');

/** Public safety: who is held after an arrest with jail time, and the latest releases. */
export function JailRosterPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [view, setView] = useState<RosterView>('in_custody');
  const [releasing, setReleasing] = useState<Booking | null>(null);
  const roster = useRoster(view);
  // The server releases for a supervisor of the booking's department or a judge; the button
  // shows for them, and the server's answer stays the truth.
  const mayRelease = (b: Booking) =>
    !!session.user?.permissions.judge || !!session.user?.supervises.includes(b.department);
  const views: { view: RosterView; label: string }[] = [
    { view: 'in_custody', label: t('jail.roster.inCustody') },
    { view: 'released', label: t('jail.roster.released') },
  ];

  return (
    <section className="page">
      <h1>{t('jail.roster.title')}</h1>
      <p className="muted">{t('jail.roster.intro')}</p>
      <div className="button-row" role="group" aria-label={t('jail.roster.view')}>
        {views.map((v) => (
          <button
            key={v.view}
            type="button"
            className={`btn ${view === v.view ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={view === v.view}
            onClick={() => {
              setView(v.view);
              setReleasing(null);
            }}
          >
            {v.label}
          </button>
        ))}
      </div>
      {roster.data ? (
        roster.data.bookings.length ? (
          <Table
            aria-label={
              view === 'in_custody' ? t('jail.roster.inCustody') : t('jail.roster.released')
            }
          >
            <TableHead
              actions={view === 'in_custody'}
              columns={[
                t('jail.roster.name'),
                t('jail.roster.charges'),
                t('jail.roster.bookedAt'),
                t('jail.roster.releaseAt'),
                t('jail.roster.officer'),
                t('jail.roster.status'),
              ]}
            />
            <tbody>
              {roster.data.bookings.map((b) => (
                <tr key={b._id}>
                  <td>{b.civilianName}</td>
                  <td>{b.charges.join(', ')}</td>
                  <td>{formatDateTime(b.bookedAt)}</td>
                  <td>{formatDateTime(b.releaseAt)}</td>
                  <td>
                    {b.officerName} ({b.officerCallsign})
                  </td>
                  <td>
                    {statusLabel(t, b.status)}
                    {b.releaseReason && <span className="muted small"> · {b.releaseReason}</span>}
                  </td>
                  {view === 'in_custody' && (
                    <td>
                      {mayRelease(b) && (
                        <button
                          type="button"
                          className="btn btn-secondary btn-sm"
                          aria-label={`${t('jail.roster.releaseEarly')}: ${b.civilianName}`}
                          onClick={() => setReleasing(b)}
                        >
                          {t('jail.roster.releaseEarly')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p className="muted">
            {view === 'in_custody' ? t('jail.roster.empty') : t('jail.roster.emptyReleased')}
          </p>
        )
      ) : roster.isError ? (
        <StatusMessage text={t('jail.roster.loadFailed')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
      {releasing && (
        <ReleaseEarlyForm
          key={releasing._id}
          booking={releasing}
          onDone={() => setReleasing(null)}
        />
      )}
    </section>
  );
}

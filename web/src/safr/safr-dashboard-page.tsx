import { useCallback, useEffect, useRef, useState } from 'react';
import { SAFR_UNIT_STATUSES, type SafrUnitStatus } from '@tenfour/db/dispatch/constants';
import { useDashboard } from '../app/dashboard-layout';
import { useUser } from '../app/session';
import { useToast } from '../components/toast';
import { ServiceBadges } from '../dispatch/call-services';
import { ClockHistoryModal } from '../dispatch/dispatch-modals';
import type { CallView } from '../dispatch/dispatch-api';
import { ConnectionBadge, StatusBadge, alarm, useClock } from '../dispatch/officer-dashboard-page';
import { useDispatchBoard, type BoardEvent } from '../dispatch/use-dispatch-board';
import { ApiError } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { SAFR_BOARD, safrApi, type SafrProfileView } from './safr-api';
import { SafrCallModal } from './safr-call-modal';
import { NotFireRescue, SafrPage, useSafrProfiles } from './safr-gate';
import { SafrRegistrationModal } from './safr-registration-modal';
import '../dispatch/dispatch.css';
import './safr.css';

const TITLE = 'SAFR Dashboard';

/** /dashboard/safr: the fire/rescue unit's dashboard, on the officers' live board mechanisms. */
export function SafrDashboardPage() {
  const user = useUser();
  if (!user.permissions.fireRescue) return <NotFireRescue title={TITLE} />;
  return <SafrArea />;
}

function SafrArea() {
  const { civilians } = useDashboard();
  const { state, reload } = useSafrProfiles();
  const [registering, setRegistering] = useState(true);

  if (state.status === 'loading') return <p className="page-status">Loading...</p>;
  if (state.status === 'error') {
    return (
      <SafrPage title={TITLE}>
        <p className="message error" role="alert">
          Failed to load your fire/rescue profile.
        </p>
      </SafrPage>
    );
  }
  const { profile, profiles } = state.data;
  if (!profile) {
    return (
      <SafrPage title={TITLE}>
        <div className="panel">
          <p>You need a fire/rescue profile before you can use the dashboard.</p>
          <button type="button" className="btn btn-primary" onClick={() => setRegistering(true)}>
            Register for SAFR
          </button>
        </div>
        {registering && (
          <SafrRegistrationModal
            civilians={civilians}
            onClose={() => setRegistering(false)}
            onRegistered={() => void reload()}
          />
        )}
      </SafrPage>
    );
  }
  return (
    <SafrDashboard key={profile._id} initial={profile} profiles={profiles} onSwitched={reload} />
  );
}

type OpenModal = { kind: 'history' } | { kind: 'call'; id: string; fallback: CallView };

function SafrDashboard({
  initial,
  profiles,
  onSwitched,
}: {
  initial: SafrProfileView;
  profiles: SafrProfileView[];
  onSwitched(): Promise<void>;
}) {
  const [me, setMe] = useState(initial);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const { show } = toast;
  const clock = useClock();

  // Calls already on the board; a call an officer asks fire or EMS on arrives as an update.
  const known = useRef(new Set<string>());
  const onEvent = useCallback(
    (event: BoardEvent) => {
      if (
        (event.type === 'call.created' || event.type === 'call.updated') &&
        event.data.status === 'Active' &&
        !known.current.has(event.data._id)
      ) {
        const c = event.data;
        known.current.add(c._id);
        show(`New call #${c.callNumber}: ${c.type} — ${c.location}`);
      }
      if (event.type === 'panic.raised' && event.data.officerId !== initial._id) alarm();
      if (event.type === 'call.closed') {
        const gone = event.data;
        setModal((m) => (m?.kind === 'call' && m.id === gone._id ? { ...m, fallback: gone } : m));
      }
      if (event.type === 'unit.updated' && event.data.officerId === initial._id) {
        const unit = event.data;
        setMe((p) => ({
          ...p,
          status: unit.status,
          onDuty: unit.onDuty,
          onDutySince: unit.onDutySince,
        }));
      }
    },
    [initial._id, show],
  );
  const { board, connection, loadError, apply } = useDispatchBoard(
    initial._id,
    onEvent,
    SAFR_BOARD,
  );
  useEffect(() => {
    for (const c of board?.calls ?? []) known.current.add(c._id);
  }, [board]);

  const fail = (err: unknown) =>
    toast.show(err instanceof ApiError ? err.message : 'An error occurred.', 'error');

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const setStatus = (status: SafrUnitStatus) =>
    act(async () => {
      const { unit } = await safrApi.setStatus(status);
      apply({ type: 'unit.updated', data: unit });
      onEvent({ type: 'unit.updated', data: unit });
    });

  const panic = () =>
    act(async () => {
      const { alert, message } = await safrApi.panic();
      apply({ type: 'panic.raised', data: alert });
      toast.show(message, 'error');
    });

  const acknowledge = (id: string) =>
    act(async () => {
      const { alert } = await safrApi.acknowledge(id);
      apply({ type: 'panic.acknowledged', data: alert });
    });

  const switchTo = (department: string) =>
    act(async () => {
      await safrApi.switchProfile(department);
      await onSwitched();
    });

  const calls = board?.calls ?? [];
  const units = board?.units ?? [];
  const alerts = board?.alerts ?? [];
  const openCall =
    modal?.kind === 'call' ? (calls.find((c) => c._id === modal.id) ?? modal.fallback) : null;

  return (
    <section className="page cad safr-board">
      {alerts.length > 0 && (
        <div className="cad-alerts">
          {alerts.map((a) => (
            <div key={a._id} className="alert-banner cad-panic" role="alert">
              <span>
                🚨 PANIC — {a.callsign} ({a.officerName}) · Last known call:{' '}
                {a.lastKnownCall ?? 'None'} · {formatDateTime(a.raisedAt)}
              </span>
              <button
                type="button"
                className="btn btn-sm cad-ack"
                onClick={() => void acknowledge(a._id)}
              >
                Acknowledge
              </button>
            </div>
          ))}
        </div>
      )}

      <header className="cad-header">
        <h1>{TITLE}</h1>
        <div className="cad-header-side">
          {profiles.length > 1 && (
            <label className="cad-department">
              <span className="muted small">Department</span>
              <select
                value={me.department}
                onChange={(e) => void switchTo(e.target.value)}
                aria-label="Department"
              >
                {profiles.map((p) => (
                  <option key={p._id} value={p.department}>
                    {p.department} ({p.callsign})
                  </option>
                ))}
              </select>
            </label>
          )}
          <ConnectionBadge connection={connection} />
        </div>
      </header>
      {loadError && (
        <p className="message error" role="alert">
          Failed to load dispatch data. It will retry when the connection is restored.
        </p>
      )}

      <div className="cad-top">
        <section className="panel cad-info" aria-labelledby="safr-unit">
          <h2 id="safr-unit">Unit Information</h2>
          <p className="cad-clock" aria-label="Current time">
            {clock}
          </p>
          <dl className="details">
            <dt>Callsign</dt>
            <dd>{me.callsign}</dd>
            <dt>Badge Number</dt>
            <dd>{me.badgeNumber}</dd>
            <dt>Status</dt>
            <dd data-testid="safr-status">
              <StatusBadge status={me.status} />
            </dd>
            <dt>Name</dt>
            <dd>
              {me.rank} {me.firstName} {me.lastName}
            </dd>
            <dt>Role</dt>
            <dd>{me.role}</dd>
            <dt>Station</dt>
            <dd>{me.station ?? 'N/A'}</dd>
            <dt>Department</dt>
            <dd>{me.department}</dd>
            <dt>Duty</dt>
            <dd>
              {me.onDuty && me.onDutySince
                ? `On duty since ${new Date(me.onDutySince).toLocaleTimeString()}`
                : 'Off duty'}
            </dd>
          </dl>
          <button
            type="button"
            className="btn btn-link"
            onClick={() => setModal({ kind: 'history' })}
          >
            Clock History
          </button>
        </section>

        <section className="panel" aria-labelledby="safr-status">
          <h2 id="safr-status">Status</h2>
          <div className="cad-status-grid">
            {SAFR_UNIT_STATUSES.map((s) => (
              <button
                key={s.code}
                type="button"
                className={`cad-status ${me.status === s.code ? 'active' : ''}`}
                aria-pressed={me.status === s.code}
                disabled={busy}
                onClick={() => void setStatus(s.code)}
              >
                <strong>{s.label}</strong>
              </button>
            ))}
          </div>
          <p className="muted small">Available clocks you in; Out of Service clocks you out.</p>
          <button
            type="button"
            className="btn btn-danger cad-panic-button"
            disabled={busy}
            onClick={() => void panic()}
          >
            Panic Button
          </button>
        </section>
      </div>

      <div className="cad-tables">
        <section className="panel" aria-labelledby="safr-calls">
          <div className="panel-header">
            <h2 id="safr-calls">Active Calls</h2>
            <span className="muted small">{board ? `${calls.length} active` : ''}</span>
          </div>
          {!board ? (
            <p className="muted">Loading...</p>
          ) : calls.length ? (
            <div className="table-wrap">
              <table aria-labelledby="safr-calls">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Type</th>
                    <th scope="col">Services</th>
                    <th scope="col">Location</th>
                    <th scope="col">Units</th>
                    <th scope="col">View Details</th>
                  </tr>
                </thead>
                <tbody>
                  {calls.map((c) => {
                    const mine = c.units.some((u) => u.officerId === me._id);
                    return (
                      <tr key={c._id} className={mine ? 'cad-mine' : undefined}>
                        <td>{c.callNumber}</td>
                        <td>
                          {c.type}
                          {mine && <span className="badge badge-green cad-you">Attached</span>}
                        </td>
                        <td>
                          <ServiceBadges services={c.services} />
                        </td>
                        <td>{c.location}</td>
                        <td>{c.units.map((u) => u.callsign).join(', ') || 'None'}</td>
                        <td>
                          <button
                            type="button"
                            className="btn btn-link"
                            aria-label={`View Details of call #${c.callNumber}`}
                            onClick={() => setModal({ kind: 'call', id: c._id, fallback: c })}
                          >
                            View Details
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="muted">No active calls need fire or EMS.</p>
          )}
        </section>

        <section className="panel" aria-labelledby="safr-units">
          <div className="panel-header">
            <h2 id="safr-units">Live Units</h2>
            <span className="muted small">{board ? `${units.length} on duty` : ''}</span>
          </div>
          {!board ? (
            <p className="muted">Loading...</p>
          ) : units.length ? (
            <ul className="cad-units" aria-labelledby="safr-units">
              {units.map((u) => (
                <li key={u.officerId} className={u.officerId === me._id ? 'cad-self' : ''}>
                  <span className="cad-unit-callsign">{u.callsign}</span>
                  <span className="cad-unit-name muted small">{u.name}</span>
                  <span className="cad-unit-status">
                    <StatusBadge status={u.status} />
                  </span>
                  <span className="cad-unit-sub muted small">
                    {[u.role, u.station].filter(Boolean).join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No units on duty. Go Available to clock in.</p>
          )}
        </section>
      </div>

      {modal?.kind === 'history' && (
        <ClockHistoryModal
          onClose={() => setModal(null)}
          load={safrApi.clockHistory}
          clockInHint="Go Available to clock in."
        />
      )}
      {openCall && (
        <SafrCallModal
          call={openCall}
          me={me}
          onClose={() => setModal(null)}
          onChanged={(call) => apply({ type: 'call.updated', data: call })}
        />
      )}
      {toast.element}
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import {
  UNIT_STATUSES,
  statusLabel,
  subdivisionLabel,
  type Subdivision,
  type UnitStatus,
} from '@tenfour/db/dispatch/constants';
import { useDashboard } from '../app/dashboard-layout';
import { useUser } from '../app/session';
import { useToast } from '../components/toast';
import { ApiError } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { dispatchApi, type BoloView, type CallView, type OfficerView } from './dispatch-api';
import {
  BoloDetailsModal,
  CallDetailsModal,
  ClockHistoryModal,
  CreateBoloModal,
  CreateCallModal,
  OfficerRegistrationModal,
  SubdivisionModal,
  TenCodesModal,
  TenCodesTable,
} from './dispatch-modals';
import { useDispatchBoard, type BoardEvent, type Connection } from './use-dispatch-board';
import './dispatch.css';

/** /dashboard/pso: the officer overview. */
export function OfficerDashboardPage() {
  const user = useUser();
  if (!user.permissions.publicSafety) {
    return (
      <section className="page">
        <h1>Officer Dashboard</h1>
        <p className="message error">This requires the public safety role.</p>
      </section>
    );
  }
  return <OfficerArea />;
}

interface Profiles {
  officer: OfficerView | null;
  profiles: OfficerView[];
}

function OfficerArea() {
  const user = useUser();
  const { civilians } = useDashboard();
  const [profiles, setProfiles] = useState<Profiles | null>(null);
  const [loadError, setLoadError] = useState('');
  const [registering, setRegistering] = useState(true);

  const load = useCallback(async () => {
    try {
      setProfiles(await dispatchApi.me());
      setLoadError('');
    } catch (err) {
      console.error('Failed to load officer profile', err);
      setLoadError('Failed to load officer info.');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (loadError) {
    return (
      <section className="page">
        <h1>Officer Dashboard</h1>
        <p className="message error" role="alert">
          {loadError}
        </p>
      </section>
    );
  }
  if (!profiles) return <p className="page-status">Loading...</p>;

  if (!profiles.officer) {
    return (
      <section className="page">
        <h1>Officer Dashboard</h1>
        <div className="panel">
          <p>You need an officer profile before you can use the dashboard.</p>
          <button type="button" className="btn btn-primary" onClick={() => setRegistering(true)}>
            Register as Officer
          </button>
        </div>
        {registering && (
          <OfficerRegistrationModal
            civilians={civilians}
            discordId={user.discordId}
            onClose={() => setRegistering(false)}
            onRegistered={() => void load()}
          />
        )}
      </section>
    );
  }

  return (
    <OfficerDashboard
      key={profiles.officer._id}
      initial={profiles.officer}
      profiles={profiles.profiles}
      onSwitched={load}
    />
  );
}

/** HH:mm:ss, refreshed every second (spec section 9). */
function useClock(): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return [now.getHours(), now.getMinutes(), now.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

type OpenModal =
  | { kind: 'tenCodes' | 'subdivision' | 'bolo' | 'call' | 'history' }
  | { kind: 'callDetails'; id: string; fallback: CallView }
  | { kind: 'boloDetails'; id: string; fallback: BoloView };

function OfficerDashboard({
  initial,
  profiles,
  onSwitched,
}: {
  initial: OfficerView;
  profiles: OfficerView[];
  onSwitched(): Promise<void>;
}) {
  const [officer, setOfficer] = useState(initial);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [busyStatus, setBusyStatus] = useState<string | null>(null);
  const [panicking, setPanicking] = useState(false);
  const toast = useToast();
  const { show } = toast;
  const clock = useClock();

  const onEvent = useCallback(
    (event: BoardEvent) => {
      // Someone else's new call is announced; our own was already confirmed by a toast.
      if (event.type === 'call.created' && event.data.createdBy !== initial.callsign) {
        const c = event.data;
        show(`New call #${c.callNumber}: ${c.type} — ${c.location}`);
      }
      if (event.type === 'panic.raised' && event.data.officerId !== initial._id) alarm();
      // An open details view of a call or BOLO that just left the board shows its final state.
      if (event.type === 'call.closed' || event.type === 'bolo.cleared') {
        const gone = event.data;
        setModal((m) =>
          (m?.kind === 'callDetails' || m?.kind === 'boloDetails') && m.id === gone._id
            ? ({ ...m, fallback: gone } as OpenModal)
            : m,
        );
      }
      if (event.type === 'unit.updated' && event.data.officerId === initial._id) {
        const unit = event.data;
        setOfficer((o) => ({
          ...o,
          status: unit.status,
          subdivision: unit.subdivision,
          onDuty: unit.onDuty,
          onDutySince: unit.onDutySince,
        }));
      }
    },
    [initial._id, initial.callsign, show],
  );
  const { board, connection, loadError, apply } = useDispatchBoard(initial._id, onEvent);

  const fail = (err: unknown) =>
    toast.show(err instanceof ApiError ? err.message : 'An error occurred.', 'error');

  const setStatus = async (status: UnitStatus) => {
    setBusyStatus(status);
    try {
      const { unit } = await dispatchApi.changeUnit({ status });
      apply({ type: 'unit.updated', data: unit });
      onEvent({ type: 'unit.updated', data: unit });
    } catch (err) {
      fail(err);
    } finally {
      setBusyStatus(null);
    }
  };

  const setSubdivision = async (subdivision: Subdivision) => {
    const { unit } = await dispatchApi.changeUnit({ subdivision });
    apply({ type: 'unit.updated', data: unit });
    onEvent({ type: 'unit.updated', data: unit });
    setModal(null);
    toast.show(`Subdivision set to ${subdivisionLabel(unit.subdivision)}.`);
  };

  const panic = async () => {
    setPanicking(true);
    try {
      const { alert, message } = await dispatchApi.panic();
      apply({ type: 'panic.raised', data: alert });
      toast.show(message, 'error');
    } catch (err) {
      fail(err);
    } finally {
      setPanicking(false);
    }
  };

  const acknowledge = async (id: string) => {
    try {
      const { alert } = await dispatchApi.acknowledge(id);
      apply({ type: 'panic.acknowledged', data: alert });
    } catch (err) {
      fail(err);
    }
  };

  const switchTo = async (department: string) => {
    try {
      await dispatchApi.switchProfile(department);
      await onSwitched();
    } catch (err) {
      fail(err);
    }
  };

  const calls = board?.calls ?? [];
  const bolos = board?.bolos ?? [];
  const units = board?.units ?? [];
  const alerts = board?.alerts ?? [];
  const openCall =
    modal?.kind === 'callDetails'
      ? (calls.find((c) => c._id === modal.id) ?? modal.fallback)
      : null;
  const openBolo =
    modal?.kind === 'boloDetails'
      ? (bolos.find((b) => b._id === modal.id) ?? modal.fallback)
      : null;

  return (
    <section className="page cad">
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
        <h1>Officer Dashboard</h1>
        <div className="cad-header-side">
          {profiles.length > 1 && (
            <label className="cad-department">
              <span className="muted small">Department</span>
              <select
                value={officer.department}
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
        <section className="panel cad-info" aria-labelledby="cad-info">
          <h2 id="cad-info">Officer Information</h2>
          <p className="cad-clock" aria-label="Current time">
            {clock}
          </p>
          <dl className="details">
            <dt>Identifier</dt>
            <dd>{officer.callsign}</dd>
            <dt>Badge Number</dt>
            <dd>{officer.badgeNumber}</dd>
            <dt>Status</dt>
            <dd data-testid="officer-status">
              <StatusBadge status={officer.status} /> {statusLabel(officer.status)}
            </dd>
            <dt>Subdivision</dt>
            <dd data-testid="officer-subdivision">{officer.subdivision}</dd>
            <dt>Name</dt>
            <dd>
              {officer.rank} {officer.firstName} {officer.lastName}
            </dd>
            <dt>Department</dt>
            <dd>{officer.department}</dd>
            <dt>Duty</dt>
            <dd>
              {officer.onDuty && officer.onDutySince
                ? `On duty since ${new Date(officer.onDutySince).toLocaleTimeString()}`
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

        <section className="panel" aria-labelledby="cad-control">
          <h2 id="cad-control">Control Panel</h2>
          <div className="cad-status-grid">
            {UNIT_STATUSES.map((s) => (
              <button
                key={s.code}
                type="button"
                className={`cad-status ${officer.status === s.code ? 'active' : ''}`}
                aria-pressed={officer.status === s.code}
                aria-label={`${s.code} ${s.label}`}
                disabled={busyStatus !== null}
                onClick={() => void setStatus(s.code)}
              >
                <strong>{s.code}</strong>
                <span>{s.label}</span>
              </button>
            ))}
          </div>
        </section>

        <section className="panel" aria-labelledby="cad-quick">
          <h2 id="cad-quick">Quick Actions</h2>
          <div className="cad-quick">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setModal({ kind: 'tenCodes' })}
            >
              10 Codes
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setModal({ kind: 'subdivision' })}
            >
              Select Subdivision
            </button>
            <button
              type="button"
              className="btn btn-warning"
              onClick={() => setModal({ kind: 'bolo' })}
            >
              Create BOLO
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setModal({ kind: 'call' })}
            >
              Create Call
            </button>
            <button
              type="button"
              className="btn btn-danger cad-panic-button"
              disabled={panicking}
              onClick={() => void panic()}
            >
              Panic Button
            </button>
          </div>
        </section>
      </div>

      <div className="cad-tables">
        <section className="panel" aria-labelledby="cad-calls">
          <div className="panel-header">
            <h2 id="cad-calls">Your Calls</h2>
            <span className="muted small">{board ? `${calls.length} active` : ''}</span>
          </div>
          {!board ? (
            <p className="muted">Loading...</p>
          ) : calls.length ? (
            <div className="table-wrap">
              <table aria-labelledby="cad-calls">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Type</th>
                    <th scope="col">Location</th>
                    <th scope="col">Postal</th>
                    <th scope="col">View Details</th>
                  </tr>
                </thead>
                <tbody>
                  {calls.map((c) => {
                    const mine = c.units.some((u) => u.officerId === officer._id);
                    return (
                      <tr key={c._id} className={mine ? 'cad-mine' : undefined}>
                        <td>{c.callNumber}</td>
                        <td>
                          {c.type}
                          {c.source === '911' && (
                            <span className="badge badge-red cad-you">911</span>
                          )}
                          {mine && <span className="badge badge-green cad-you">Attached</span>}
                        </td>
                        <td>{c.location}</td>
                        <td>{c.postal ?? ''}</td>
                        <td>
                          <button
                            type="button"
                            className="btn btn-link"
                            aria-label={`View Details of call #${c.callNumber}`}
                            onClick={() =>
                              setModal({ kind: 'callDetails', id: c._id, fallback: c })
                            }
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
            <p className="muted">No active calls.</p>
          )}
        </section>

        <section className="panel" aria-labelledby="cad-bolos">
          <div className="panel-header">
            <h2 id="cad-bolos">Active BOLOs</h2>
            <span className="muted small">{board ? `${bolos.length} active` : ''}</span>
          </div>
          {!board ? (
            <p className="muted">Loading...</p>
          ) : bolos.length ? (
            <div className="table-wrap">
              <table aria-labelledby="cad-bolos">
                <thead>
                  <tr>
                    <th scope="col">Type</th>
                    <th scope="col">Description</th>
                    <th scope="col">Location</th>
                    <th scope="col">View Details</th>
                  </tr>
                </thead>
                <tbody>
                  {bolos.map((b) => (
                    <tr key={b._id}>
                      <td>{b.boloType === 'vehicle' ? 'Vehicle' : 'Person'}</td>
                      <td>{boloDescription(b)}</td>
                      <td>{b.location ?? ''}</td>
                      <td>
                        <button
                          type="button"
                          className="btn btn-link"
                          aria-label={`View Details of BOLO: ${boloDescription(b)}`}
                          onClick={() => setModal({ kind: 'boloDetails', id: b._id, fallback: b })}
                        >
                          View Details
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="muted">No active BOLOs.</p>
          )}
        </section>
      </div>

      <div className="cad-bottom">
        <section className="panel" aria-labelledby="cad-units">
          <div className="panel-header">
            <h2 id="cad-units">Live Units</h2>
            <span className="muted small">{board ? `${units.length} on duty` : ''}</span>
          </div>
          {!board ? (
            <p className="muted">Loading...</p>
          ) : units.length ? (
            <ul className="cad-units" aria-labelledby="cad-units">
              {units.map((u) => (
                <li key={u.officerId} className={u.officerId === officer._id ? 'cad-self' : ''}>
                  <span className="cad-unit-callsign">{u.callsign}</span>
                  <span className="cad-unit-name muted small">{u.name}</span>
                  <span className="cad-unit-status">
                    <StatusBadge status={u.status} /> {statusLabel(u.status)}
                  </span>
                  <span className="cad-unit-sub muted small">
                    {u.subdivision === 'None' ? 'No subdivision' : u.subdivision}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No units on duty. Set 10-8 or 10-41 to go on duty.</p>
          )}
        </section>

        <section className="panel" aria-labelledby="cad-codes">
          <h2 id="cad-codes">10-Codes Reference</h2>
          <div className="ten-codes-scroll">
            <TenCodesTable />
          </div>
        </section>
      </div>

      {modal?.kind === 'tenCodes' && <TenCodesModal onClose={() => setModal(null)} />}
      {modal?.kind === 'subdivision' && (
        <SubdivisionModal
          current={officer.subdivision}
          onClose={() => setModal(null)}
          onSave={setSubdivision}
        />
      )}
      {modal?.kind === 'call' && (
        <CreateCallModal
          onClose={() => setModal(null)}
          onCreated={(call, message) => {
            apply({ type: 'call.created', data: call });
            setModal(null);
            toast.show(message);
          }}
        />
      )}
      {modal?.kind === 'bolo' && (
        <CreateBoloModal
          onClose={() => setModal(null)}
          onCreated={(bolo, message) => {
            apply({ type: 'bolo.created', data: bolo });
            setModal(null);
            toast.show(message);
          }}
        />
      )}
      {modal?.kind === 'history' && <ClockHistoryModal onClose={() => setModal(null)} />}
      {openCall && (
        <CallDetailsModal
          call={openCall}
          me={officer}
          units={units}
          onClose={() => setModal(null)}
          onChanged={(call, message) => {
            apply({ type: call.status === 'Active' ? 'call.updated' : 'call.closed', data: call });
            if (call.status !== 'Active') setModal(null);
            if (message) toast.show(message);
          }}
        />
      )}
      {openBolo && (
        <BoloDetailsModal
          bolo={openBolo}
          onClose={() => setModal(null)}
          onCleared={(bolo, message) => {
            apply({ type: 'bolo.cleared', data: bolo });
            setModal(null);
            toast.show(message);
          }}
        />
      )}
      {toast.element}
    </section>
  );
}

/** A short two-tone alarm for a colleague's panic; the banner is what counts if audio is blocked. */
function alarm() {
  try {
    const audio = new AudioContext();
    const gain = audio.createGain();
    gain.gain.value = 0.08;
    gain.connect(audio.destination);
    [880, 660, 880].forEach((hz, i) => {
      const tone = audio.createOscillator();
      tone.type = 'square';
      tone.frequency.value = hz;
      tone.connect(gain);
      tone.start(audio.currentTime + i * 0.18);
      tone.stop(audio.currentTime + i * 0.18 + 0.16);
    });
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // No audio available (or not allowed before any click); the banner still shows.
  }
}

function boloDescription(b: BoloView): string {
  if (b.boloType === 'vehicle') {
    return b.vehiclePlate
      ? `${b.vehicleDescription} (${b.vehiclePlate})`
      : (b.vehicleDescription ?? '');
  }
  return b.personName ? `${b.personDescription} (${b.personName})` : (b.personDescription ?? '');
}

const STATUS_TONE: Record<string, string> = {
  '10-8': 'badge-green',
  '10-41': 'badge-green',
  '10-7': 'badge-gray',
  '10-42': 'badge-gray',
  '10-6': 'badge-yellow',
  '10-11': 'badge-red',
  'Signal 11': 'badge-yellow',
};

function StatusBadge({ status }: { status: string }) {
  return <span className={`badge ${STATUS_TONE[status] ?? 'badge-gray'}`}>{status}</span>;
}

function ConnectionBadge({ connection }: { connection: Connection }) {
  const text = { connecting: 'Connecting...', live: 'Live', reconnecting: 'Reconnecting...' }[
    connection
  ];
  return (
    <span className={`cad-connection cad-connection-${connection}`} role="status">
      <span aria-hidden="true">●</span> {text}
    </span>
  );
}

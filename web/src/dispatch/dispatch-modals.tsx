import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  CALL_TYPES,
  DEPARTMENTS,
  LIMITS,
  SUBDIVISIONS,
  type CallType,
  type Subdivision,
} from '@tenfour/db/dispatch/constants';
import type { Civilian } from '../civilian/civilian-types';
import { Modal } from '../components/modal';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { ApiError, type FieldIssue } from '../lib/api';
import { formatDateTime, orNA } from '../lib/format';
import {
  dispatchApi,
  type BoloInput,
  type BoloView,
  type CallView,
  type ClockSessionView,
  type ClockTotal,
  type OfficerView,
  type UnitView,
} from './dispatch-api';
import { TEN_CODES } from './ten-codes';
import { CallNotes } from './call-notes';

/**
 * Spec section 8: a refused request shows the area's own line, a request that never got an
 * answer "An error occurred."; conflicts carry the server's reason, which says more.
 */
function failure(err: unknown, refused: string): { text: string; issues: FieldIssue[] } {
  if (!(err instanceof ApiError)) return { text: 'An error occurred.', issues: [] };
  if (err.status === 409) return { text: err.message, issues: [] };
  return { text: refused, issues: err.issues };
}

function Issues({ issues }: { issues: FieldIssue[] }) {
  if (!issues.length) return null;
  return (
    <ul className="dispatch-issues" role="alert">
      {issues.map((i) => (
        <li key={`${i.path}:${i.message}`}>{i.message}</li>
      ))}
    </ul>
  );
}

function Actions({ busy, label, onCancel }: { busy: boolean; label: string; onCancel(): void }) {
  return (
    <div className="form-actions">
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving...' : label}
      </button>
    </div>
  );
}

/** Spec section 5: civilian, callsign and platform are all required. */
export function OfficerRegistrationModal({
  civilians,
  discordId,
  onClose,
  onRegistered,
}: {
  civilians: Civilian[] | null;
  discordId: string;
  onClose(): void;
  onRegistered(officer: OfficerView): void;
}) {
  const [civilianId, setCivilianId] = useState('');
  const [callsign, setCallsign] = useState('');
  const [department, setDepartment] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!civilianId || !callsign.trim() || !department) {
      setMessage('All fields are required.');
      return;
    }
    setBusy(true);
    setMessage('');
    try {
      const { officer } = await dispatchApi.register({
        discordId,
        civilianId,
        department,
        callsign: callsign.trim(),
      });
      onRegistered(officer);
    } catch (err) {
      setMessage(
        err instanceof ApiError && [400, 403, 409].includes(err.status)
          ? (err.issues[0]?.message ?? err.message)
          : 'Failed to register officer. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Officer Registration" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="muted small">
          Choose the civilian you serve as, your callsign and your department&apos;s platform. Your
          badge number is assigned for you.
        </p>
        {civilians !== null && !civilians.length && (
          <p className="message error">
            You have no civilians yet. Create one on the{' '}
            <Link to="/dashboard/civilian">Civilian page</Link> first.
          </p>
        )}
        <SelectField
          label="Civilian"
          placeholder="Select a civilian"
          options={(civilians ?? []).map((c) => ({
            value: c._id,
            label: `${c.firstName} ${c.lastName}`,
          }))}
          value={civilianId}
          onChange={(e) => setCivilianId(e.target.value)}
        />
        <TextField
          label="Callsign"
          placeholder="D-104"
          maxLength={LIMITS.callsign}
          value={callsign}
          onChange={(e) => setCallsign(e.target.value)}
        />
        <SelectField
          label="Platform"
          placeholder="Select a platform"
          options={DEPARTMENTS}
          value={department}
          onChange={(e) => setDepartment(e.target.value)}
        />
        <StatusMessage text={message} />
        <Actions busy={busy} label="Register" onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function CreateCallModal({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(call: CallView, message: string): void;
}) {
  const [form, setForm] = useState({ type: '', location: '', postal: '', details: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; issues: FieldIssue[] }>({
    text: '',
    issues: [],
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError({ text: '', issues: [] });
    try {
      const res = await dispatchApi.createCall({ ...form, type: form.type as CallType });
      onCreated(res.call, res.message);
    } catch (err) {
      setError(failure(err, 'Failed to create call.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Create Call" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <SelectField
          label="Call Type"
          placeholder="Select a call type"
          options={CALL_TYPES}
          value={form.type}
          onChange={set('type')}
        />
        <TextField
          label="Location"
          maxLength={LIMITS.location}
          value={form.location}
          onChange={set('location')}
        />
        <TextField
          label="Postal"
          maxLength={LIMITS.postal}
          value={form.postal}
          onChange={set('postal')}
        />
        <TextAreaField
          label="Details"
          maxLength={LIMITS.details}
          value={form.details}
          onChange={set('details')}
        />
        <StatusMessage text={error.text} />
        <Issues issues={error.issues} />
        <Actions busy={busy} label="Create Call" onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function CreateBoloModal({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(bolo: BoloView, message: string): void;
}) {
  const [form, setForm] = useState<BoloInput>({
    boloType: 'vehicle',
    vehicleDescription: '',
    vehiclePlate: '',
    personDescription: '',
    personName: '',
    location: '',
    details: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; issues: FieldIssue[] }>({
    text: '',
    issues: [],
  });
  const set = (key: keyof BoloInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError({ text: '', issues: [] });
    try {
      const res = await dispatchApi.createBolo(form);
      onCreated(res.bolo, res.message);
    } catch (err) {
      setError(failure(err, 'Failed to create BOLO.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Create BOLO" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <SelectField
          label="BOLO Type"
          options={[
            { value: 'vehicle', label: 'Vehicle' },
            { value: 'person', label: 'Person' },
          ]}
          value={form.boloType}
          onChange={set('boloType')}
        />
        {form.boloType === 'vehicle' ? (
          <>
            <TextField
              label="Vehicle Description"
              placeholder="Black Sultan, tinted windows"
              maxLength={LIMITS.description}
              value={form.vehicleDescription}
              onChange={set('vehicleDescription')}
            />
            <TextField
              label="Plate (optional)"
              maxLength={LIMITS.plate}
              value={form.vehiclePlate}
              onChange={set('vehiclePlate')}
            />
          </>
        ) : (
          <>
            <TextField
              label="Person Description"
              placeholder="White male, red hoodie"
              maxLength={LIMITS.description}
              value={form.personDescription}
              onChange={set('personDescription')}
            />
            <TextField
              label="Name (optional)"
              maxLength={LIMITS.personName}
              value={form.personName}
              onChange={set('personName')}
            />
          </>
        )}
        <TextField
          label="Last Known Location"
          maxLength={LIMITS.location}
          value={form.location}
          onChange={set('location')}
        />
        <TextAreaField
          label="Details"
          maxLength={LIMITS.details}
          value={form.details}
          onChange={set('details')}
        />
        <StatusMessage text={error.text} />
        <Issues issues={error.issues} />
        <Actions busy={busy} label="Create BOLO" onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function SubdivisionModal({
  current,
  onClose,
  onSave,
}: {
  current: string;
  onClose(): void;
  onSave(subdivision: Subdivision): Promise<void>;
}) {
  const [value, setValue] = useState(current);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await onSave(value as Subdivision);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'An error occurred.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="Select Subdivision" onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <SelectField
          label="Subdivision"
          options={SUBDIVISIONS.map((s) => ({ value: s.code, label: s.label }))}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <StatusMessage text={error} />
        <Actions busy={busy} label="Save" onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function TenCodesTable({ filter = '' }: { filter?: string }) {
  const q = filter.trim().toLowerCase();
  const rows = q
    ? TEN_CODES.filter(
        (c) => c.code.toLowerCase().includes(q) || c.meaning.toLowerCase().includes(q),
      )
    : TEN_CODES;
  return (
    <div className="table-wrap">
      <table className="ten-codes">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.code}>
              <td className="ten-code">{c.code}</td>
              <td>{c.meaning}</td>
            </tr>
          ))}
          {!rows.length && (
            <tr>
              <td colSpan={2} className="muted">
                No code matches.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

export function TenCodesModal({ onClose }: { onClose(): void }) {
  const [filter, setFilter] = useState('');
  return (
    <Modal title="10 Codes" onClose={onClose} wide>
      <div className="form">
        <TextField
          label="Find a code"
          type="search"
          placeholder="10-50, pursuit, Code 4..."
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <div className="ten-codes-scroll">
          <TenCodesTable filter={filter} />
        </div>
      </div>
    </Modal>
  );
}

/** A call's details, kept current by the live board; assign, attach, detach and close. */
export function CallDetailsModal({
  call,
  me,
  units,
  onClose,
  onChanged,
}: {
  call: CallView;
  me: OfficerView;
  units: UnitView[];
  onClose(): void;
  onChanged(call: CallView, message?: string): void;
}) {
  const [assignee, setAssignee] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const attachedIds = new Set(call.units.map((u) => u.officerId));
  const attached = attachedIds.has(me._id);
  const free = units.filter((u) => !attachedIds.has(u.officerId));
  const active = call.status === 'Active';

  const run = async (action: () => Promise<{ call: CallView; message?: string }>) => {
    setBusy(true);
    setError('');
    try {
      const res = await action();
      onChanged(res.call, res.message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'An error occurred.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={`Call #${call.callNumber}`} onClose={onClose} wide>
      <div className="form">
        <dl className="details">
          <dt>Type</dt>
          <dd>{call.type}</dd>
          {call.caller && (
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
          <dt>Primary Officer</dt>
          <dd>{orNA(call.primaryOfficer)}</dd>
          <dt>Units</dt>
          <dd>
            {call.units.length ? (
              <ul className="dispatch-unit-chips">
                {call.units.map((u) => (
                  <li key={u.officerId}>
                    <span className="dispatch-chip">
                      {u.callsign}
                      {active && (
                        <button
                          type="button"
                          className="dispatch-chip-remove"
                          aria-label={`Detach ${u.callsign}`}
                          disabled={busy}
                          onClick={() => void run(() => dispatchApi.detach(call._id, u.officerId))}
                        >
                          ×
                        </button>
                      )}
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
          {call.closedAt && (
            <>
              <dt>Closed</dt>
              <dd>{formatDateTime(call.closedAt)}</dd>
            </>
          )}
        </dl>
        {attached && <CallNotes callId={call._id} scope="police" canWrite={active} />}
        {active && (
          <>
            <div className="dispatch-assign">
              <SelectField
                label="Assign a unit"
                placeholder={free.length ? 'Select an on-duty unit' : 'No free on-duty units'}
                options={free.map((u) => ({
                  value: u.officerId,
                  label: `${u.callsign} — ${u.name} (${u.status})`,
                }))}
                value={assignee}
                disabled={!free.length}
                onChange={(e) => setAssignee(e.target.value)}
              />
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy || !assignee}
                onClick={() =>
                  void run(async () => {
                    const res = await dispatchApi.attach(call._id, assignee);
                    setAssignee('');
                    return res;
                  })
                }
              >
                Assign
              </button>
            </div>
            <StatusMessage text={error} />
            <div className="form-actions">
              {attached ? (
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy}
                  onClick={() => void run(() => dispatchApi.detach(call._id, me._id))}
                >
                  Detach Me
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={() => void run(() => dispatchApi.attach(call._id))}
                >
                  Attach Me
                </button>
              )}
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={() => void run(() => dispatchApi.closeCall(call._id))}
              >
                Close Call
              </button>
            </div>
          </>
        )}
        {!active && (
          <p className="message error" role="status">
            This call has been closed.
          </p>
        )}
      </div>
    </Modal>
  );
}

export function BoloDetailsModal({
  bolo,
  onClose,
  onCleared,
}: {
  bolo: BoloView;
  onClose(): void;
  onCleared(bolo: BoloView, message: string): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const active = bolo.status === 'Active';
  const clear = async () => {
    setBusy(true);
    setError('');
    try {
      const res = await dispatchApi.clearBolo(bolo._id);
      onCleared(res.bolo, res.message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'An error occurred.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={bolo.boloType === 'vehicle' ? 'Vehicle BOLO' : 'Person BOLO'} onClose={onClose}>
      <div className="form">
        <dl className="details">
          {bolo.boloType === 'vehicle' ? (
            <>
              <dt>Vehicle</dt>
              <dd>{bolo.vehicleDescription}</dd>
              <dt>Plate</dt>
              <dd>{orNA(bolo.vehiclePlate)}</dd>
            </>
          ) : (
            <>
              <dt>Person</dt>
              <dd>{bolo.personDescription}</dd>
              <dt>Name</dt>
              <dd>{orNA(bolo.personName)}</dd>
            </>
          )}
          <dt>Location</dt>
          <dd>{orNA(bolo.location)}</dd>
          <dt>Details</dt>
          <dd className="dispatch-prewrap">{orNA(bolo.details)}</dd>
          <dt>Issued</dt>
          <dd>
            {formatDateTime(bolo.createdAt)}
            {bolo.createdBy ? ` by ${bolo.createdBy}` : ''}
          </dd>
          <dt>Status</dt>
          <dd>
            <span className={`badge ${active ? 'badge-yellow' : 'badge-green'}`}>
              {bolo.status}
            </span>
            {bolo.clearedBy ? ` by ${bolo.clearedBy}` : ''}
          </dd>
        </dl>
        <StatusMessage text={error} />
        {active && (
          <div className="form-actions">
            <button type="button" className="btn btn-success" disabled={busy} onClick={clear}>
              {busy ? 'Clearing...' : 'Clear BOLO'}
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}

export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}h ${String(m).padStart(2, '0')}m` : `${m}m ${String(s % 60).padStart(2, '0')}s`;
}

/** Clock-in history: the officer's recent tours and the department's on-duty totals. */
export function ClockHistoryModal({ onClose }: { onClose(): void }) {
  const [data, setData] = useState<{ officers: ClockTotal[]; mine: ClockSessionView[] } | null>(
    null,
  );
  const [error, setError] = useState('');
  useEffect(() => {
    dispatchApi
      .clockHistory()
      .then(setData)
      .catch(() => setError('Failed to load clock history.'));
  }, []);
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
              <div className="table-wrap">
                <table>
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
                </table>
              </div>
            ) : (
              <p className="muted">No tours yet. Set 10-8 or 10-41 to clock in.</p>
            )}
            {data.mine.length > 0 && (
              <p className="muted small">Total of these tours: {formatDuration(myTotal)}</p>
            )}
          </section>
          <section aria-labelledby="clock-department">
            <h3 id="clock-department">Department on-duty time</h3>
            {data.officers.length ? (
              <div className="table-wrap">
                <table>
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
                </table>
              </div>
            ) : (
              <p className="muted">Nobody has clocked in yet.</p>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}

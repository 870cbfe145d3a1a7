import { useEffect, useState, type FormEvent } from 'react';
import {
  CALL_TYPES,
  type CallService,
  LIMITS,
  SUBDIVISIONS,
  type CallType,
  type Subdivision,
} from '@tenfour/db/dispatch/constants';
import { FormActions } from '../components/form-actions';
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
import { RequestServices, ServiceBadges, ServicesPicker, callUnitLabel } from './call-services';
import { CallNotes } from './call-notes';
import { Table } from '../components/table';

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

export function CreateCallModal({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(call: CallView, message: string): void;
}) {
  const [form, setForm] = useState({ type: '', location: '', postal: '', details: '' });
  const [services, setServices] = useState<CallService[]>([]);
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
      const res = await dispatchApi.createCall({
        ...form,
        type: form.type as CallType,
        ...(services.length && { services }),
      });
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
        <ServicesPicker value={services} onChange={setServices} />
        <StatusMessage text={error.text} />
        <Issues issues={error.issues} />
        <FormActions busy={busy} label="Create Call" onCancel={onClose} />
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
        <FormActions busy={busy} label="Create BOLO" onCancel={onClose} />
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
        <FormActions busy={busy} label="Save" onCancel={onClose} />
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
    <Table className="ten-codes">
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
    </Table>
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
        <div className="ten-codes-scroll" tabIndex={0} role="region" aria-label="10-codes list">
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
          <dt>Services</dt>
          <dd>
            <ServiceBadges services={call.services} />
          </dd>
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
                      {callUnitLabel(u)}
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
              <RequestServices
                call={call}
                busy={busy}
                onRequest={(s) => void run(() => dispatchApi.requestServices(call._id, s))}
              />
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

type ClockHistory = { officers: ClockTotal[]; mine: ClockSessionView[] };

/** Clock-in history: the member's recent tours and the department's on-duty totals. */
export function ClockHistoryModal({
  onClose,
  load = dispatchApi.clockHistory,
  clockInHint = 'Set 10-8 or 10-41 to clock in.',
}: {
  onClose(): void;
  /** Fire/rescue reads its own service's history. */
  load?: () => Promise<ClockHistory>;
  clockInHint?: string;
}) {
  const [data, setData] = useState<ClockHistory | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    load()
      .then(setData)
      .catch(() => setError('Failed to load clock history.'));
  }, [load]);
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
              <p className="muted">No tours yet. {clockInHint}</p>
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
              <p className="muted">Nobody has clocked in yet.</p>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}

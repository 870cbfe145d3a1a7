import { Eye } from 'lucide-react';
import { Table } from '../components/table';
import { StatusBadge } from '../dispatch/cad-parts';
import { ServiceBadges } from '../dispatch/call-services';
import type { CallView, UnitView } from '../dispatch/dispatch-api';

/** `null` while the board loads. */
type Loading<T> = T[] | null;

export function SafrCallsPanel({
  calls,
  me,
  onOpen,
}: {
  calls: Loading<CallView>;
  me: string;
  onOpen(call: CallView): void;
}) {
  return (
    <section className="panel" aria-labelledby="safr-calls">
      <div className="panel-header">
        <h2 id="safr-calls">Active Calls</h2>
        <span className="muted small">{calls ? `${calls.length} active` : ''}</span>
      </div>
      {!calls ? (
        <p className="muted">Loading...</p>
      ) : calls.length ? (
        <Table aria-labelledby="safr-calls">
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
              const mine = c.units.some((u) => u.officerId === me);
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
                      onClick={() => onOpen(c)}
                    >
                      <Eye aria-hidden="true" size={16} /> View Details
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      ) : (
        <p className="muted">No active calls need fire or EMS.</p>
      )}
    </section>
  );
}

export function SafrUnitsPanel({ units, me }: { units: Loading<UnitView>; me: string }) {
  return (
    <section className="panel" aria-labelledby="safr-units">
      <div className="panel-header">
        <h2 id="safr-units">Live Units</h2>
        <span className="muted small">{units ? `${units.length} on duty` : ''}</span>
      </div>
      {!units ? (
        <p className="muted">Loading...</p>
      ) : units.length ? (
        <ul className="cad-units" aria-labelledby="safr-units">
          {units.map((u) => (
            <li key={u.officerId} className={u.officerId === me ? 'cad-self' : ''}>
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
  );
}

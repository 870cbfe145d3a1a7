import { statusLabel } from '@tenfour/db/dispatch/constants';
import { Eye } from 'lucide-react';
import { EmptyState } from '../components/empty-state';
import { Table } from '../components/table';
import { boloDescription, StatusBadge } from './cad-parts';
import type { BoloView, CallView, UnitView } from './dispatch-api';

/** `null` while the board loads. */
type Loading<T> = T[] | null;

function PanelHeader({ id, title, note }: { id: string; title: string; note: string }) {
  return (
    <div className="panel-header">
      <h2 id={id}>{title}</h2>
      <span className="muted small">{note}</span>
    </div>
  );
}

export function CallsPanel({
  calls,
  me,
  onOpen,
}: {
  calls: Loading<CallView>;
  me: string;
  onOpen(call: CallView): void;
}) {
  return (
    <section className="panel" aria-labelledby="cad-calls">
      <PanelHeader id="cad-calls" title="Your Calls" note={calls ? `${calls.length} active` : ''} />
      {!calls ? (
        <p className="muted">Loading...</p>
      ) : calls.length ? (
        <Table aria-labelledby="cad-calls">
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
              const mine = c.units.some((u) => u.officerId === me);
              return (
                <tr key={c._id} className={mine ? 'cad-mine' : undefined}>
                  <td>{c.callNumber}</td>
                  <td>
                    {c.type}
                    {c.source === '911' && <span className="badge badge-red cad-you">911</span>}
                    {mine && <span className="badge badge-green cad-you">Attached</span>}
                  </td>
                  <td>{c.location}</td>
                  <td>{c.postal ?? ''}</td>
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
        <EmptyState>No active calls. Create Call starts one.</EmptyState>
      )}
    </section>
  );
}

export function BolosPanel({
  bolos,
  onOpen,
}: {
  bolos: Loading<BoloView>;
  onOpen(bolo: BoloView): void;
}) {
  return (
    <section className="panel" aria-labelledby="cad-bolos">
      <PanelHeader
        id="cad-bolos"
        title="Active BOLOs"
        note={bolos ? `${bolos.length} active` : ''}
      />
      {!bolos ? (
        <p className="muted">Loading...</p>
      ) : bolos.length ? (
        <Table aria-labelledby="cad-bolos">
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
                    onClick={() => onOpen(b)}
                  >
                    <Eye aria-hidden="true" size={16} /> View Details
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <EmptyState>No active BOLOs. Create BOLO posts one to every unit.</EmptyState>
      )}
    </section>
  );
}

export function UnitsPanel({ units, me }: { units: Loading<UnitView>; me: string }) {
  return (
    <section className="panel" aria-labelledby="cad-units">
      <PanelHeader
        id="cad-units"
        title="Live Units"
        note={units ? `${units.length} on duty` : ''}
      />
      {!units ? (
        <p className="muted">Loading...</p>
      ) : units.length ? (
        <ul className="cad-units" aria-labelledby="cad-units">
          {units.map((u) => (
            <li key={u.officerId} className={u.officerId === me ? 'cad-self' : ''}>
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
  );
}

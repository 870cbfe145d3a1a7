import { EmptyState } from '../components/empty-state';
import { Table } from '../components/table';
import { PanelHeader } from './board-panels';
import { boloDescription, ViewDetailsCell } from './cad-parts';
import { type BoloView } from './api/list-bolos';

/** `null` while the board loads. */
type Loading<T> = T[] | null;

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
                <ViewDetailsCell
                  label={`View Details of BOLO: ${boloDescription(b)}`}
                  onOpen={() => onOpen(b)}
                />
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

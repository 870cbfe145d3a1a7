import { useCallback, useState } from 'react';
import { useDashboard } from '../app/dashboard-layout';
import { useUser } from '../lib/session';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/paged';
import { useToast } from '../components/toast';
import { formatDate } from '../lib/format';
import { Call911Panel } from '../dispatch';
import { CivilianDetail } from './civilian-detail';
import { EditCivilianForm, RegisterCivilianModal } from './civilian-form';
import './civilian.css';

type Mode = { kind: 'list' } | { kind: 'detail'; id: string } | { kind: 'edit'; id: string };

/** /dashboard/civilian: the member's civilians as cards, then one civilian's records. */
export function CivilianDashboardPage() {
  const { civilians, reloadCivilians, moreCivilians } = useDashboard();
  const user = useUser();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [creating, setCreating] = useState(false);
  const toast = useToast();
  const closeCreate = useCallback(() => setCreating(false), []);
  const selected = mode.kind === 'list' ? undefined : civilians?.find((c) => c._id === mode.id);
  const backToList = () => setMode({ kind: 'list' });

  return (
    <section className="page civ-page">
      <h1>Civilian Dashboard</h1>
      {selected && mode.kind === 'edit' ? (
        <EditCivilianForm
          key={selected._id}
          civilian={selected}
          onCancel={() => setMode({ kind: 'detail', id: selected._id })}
          onSaved={(message) => {
            toast.show(message);
            backToList();
            void reloadCivilians();
          }}
        />
      ) : selected && mode.kind === 'detail' ? (
        <CivilianDetail
          key={selected._id}
          civilian={selected}
          licenseRoles={user.permissions.licenses}
          onClose={backToList}
          onEdit={() => setMode({ kind: 'edit', id: selected._id })}
          onDeleted={() => {
            backToList();
            void reloadCivilians();
          }}
          onChanged={() => void reloadCivilians()}
        />
      ) : (
        <>
          <div className="panel-header civ-list-header">
            <h2>Your Civilians</h2>
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              + Add Civilian
            </button>
          </div>
          {civilians === null ? (
            <p className="muted">Loading...</p>
          ) : civilians.length === 0 ? (
            <EmptyState hint="Create one with + Add Civilian to start playing.">
              No civilians found.
            </EmptyState>
          ) : (
            <ul className="grid civ-cards">
              {civilians.map((c) => (
                <li key={c._id}>
                  <button
                    type="button"
                    className="card civ-card"
                    onClick={() => setMode({ kind: 'detail', id: c._id })}
                  >
                    <span className="civ-card-name">
                      {c.firstName} {c.lastName}
                    </span>
                    <span className="civ-card-line">
                      <span className="muted">DOB</span> {formatDate(c.dateOfBirth)}
                    </span>
                    <span className="civ-card-line">
                      <span className="muted">Occupation</span> {c.occupation || 'Unemployed'}
                    </span>
                    {c.deceased && <span className="badge badge-gray">Deceased</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <LoadMore
            hasMore={moreCivilians.hasMore}
            busy={moreCivilians.busy}
            onMore={() => void moreCivilians.more()}
          />
          <Call911Panel civilians={civilians ?? []} />
        </>
      )}
      {creating && (
        <RegisterCivilianModal
          onClose={closeCreate}
          onCreated={() => {
            setCreating(false);
            void reloadCivilians();
          }}
        />
      )}
      {toast.element}
    </section>
  );
}

import { useCallback, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useUser } from '../app/session';
import { useHasCivilians } from '../civilian/civilian-queries';
import { RegisterCivilianModal } from '../civilian/civilian-form';

/** /home: onboarding until the member has a civilian. */
export function HomePage() {
  const user = useUser();
  const { hasCivilians, reload } = useHasCivilians();
  const [creating, setCreating] = useState(false);
  const closeCreate = useCallback(() => setCreating(false), []);

  if (hasCivilians === null) return <p className="page-status">Loading your dashboard...</p>;
  if (hasCivilians) return <Navigate to="/dashboard/civilian" replace />;

  return (
    <main className="onboarding">
      <section className="onboarding-card">
        <h1>Begin Your Journey</h1>
        <p>Create your first civilian character to get started.</p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            Create Civilian
          </button>
          {user.permissions.publicSafety && (
            <Link className="btn btn-secondary" to="/dashboard/pso">
              Public Safety Office
            </Link>
          )}
          {user.permissions.fireRescue && (
            <Link className="btn btn-secondary" to="/dashboard/safr">
              SAFR Dashboard
            </Link>
          )}
        </div>
      </section>
      {creating && (
        <RegisterCivilianModal
          onClose={closeCreate}
          // Spec section 4: once a civilian exists, onboarding hands over to the dashboard.
          onCreated={() => void reload()}
        />
      )}
    </main>
  );
}

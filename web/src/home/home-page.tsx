import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useUser } from '../app/session';
import { civilianApi } from '../civilian/civilian-api';
import { RegisterCivilianModal } from '../civilian/civilian-form';

/** /home: onboarding until the member has a civilian. */
export function HomePage() {
  const user = useUser();
  const [hasCivilians, setHasCivilians] = useState<boolean | null>(null);
  const [creating, setCreating] = useState(false);
  const closeCreate = useCallback(() => setCreating(false), []);

  const load = useCallback(async () => {
    try {
      const { civilians } = await civilianApi.list(undefined, 1);
      setHasCivilians(civilians.length > 0);
    } catch (err) {
      // Spec: a failed civilian list counts as none, so the creation prompt shows.
      console.error('Failed to load civilians', err);
      setHasCivilians(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

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
          onCreated={() => setHasCivilians(true)}
        />
      )}
    </main>
  );
}

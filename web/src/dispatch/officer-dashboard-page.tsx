import { useState } from 'react';
import { useUser } from '../lib/session';
import { useMyOfficer, useReloadMyOfficer } from './api/get-my-officer';
import { OfficerRegistrationModal } from './officer-registration-modal';
import { OfficerDashboard } from './officer-dashboard';
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

function OfficerArea() {
  const user = useUser();
  const profiles = useMyOfficer();
  const [registering, setRegistering] = useState(true);
  const reload = useReloadMyOfficer();

  if (profiles.isError) {
    return (
      <section className="page">
        <h1>Officer Dashboard</h1>
        <p className="message error" role="alert">
          Failed to load officer info.
        </p>
      </section>
    );
  }
  if (!profiles.data) return <p className="page-status">Loading...</p>;

  const { officer } = profiles.data;
  if (!officer) {
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
            discordId={user.discordId}
            onClose={() => setRegistering(false)}
            onRegistered={() => void reload()}
          />
        )}
      </section>
    );
  }

  return (
    <OfficerDashboard
      key={officer._id}
      initial={officer}
      profiles={profiles.data.profiles}
      onSwitched={reload}
    />
  );
}

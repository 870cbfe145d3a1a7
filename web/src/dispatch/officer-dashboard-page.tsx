import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../lib/session';
import { useMyOfficer, useReloadMyOfficer } from './api/get-my-officer';
import { OfficerRegistrationModal } from './officer-registration-modal';
import { OfficerDashboard } from './officer-dashboard';
import './dispatch.css';

/** /dashboard/pso: the officer overview. */
export function OfficerDashboardPage() {
  const { t } = useTranslation();
  const user = useUser();
  if (!user.permissions.publicSafety) {
    return (
      <section className="page">
        <h1>{t('dispatch.officer.title')}</h1>
        <p className="message error">{t('dispatch.officer.needsRole')}</p>
      </section>
    );
  }
  return <OfficerArea />;
}

function OfficerArea() {
  const { t } = useTranslation();
  const user = useUser();
  const profiles = useMyOfficer();
  const [registering, setRegistering] = useState(true);
  const reload = useReloadMyOfficer();

  if (profiles.isError) {
    return (
      <section className="page">
        <h1>{t('dispatch.officer.title')}</h1>
        <p className="message error" role="alert">
          {t('dispatch.officer.loadFailed')}
        </p>
      </section>
    );
  }
  if (!profiles.data) return <p className="page-status">{t('common.loading')}</p>;

  const { officer } = profiles.data;
  if (!officer) {
    return (
      <section className="page">
        <h1>{t('dispatch.officer.title')}</h1>
        <div className="panel">
          <p>{t('dispatch.officer.needsProfile')}</p>
          <button type="button" className="btn btn-primary" onClick={() => setRegistering(true)}>
            {t('dispatch.officer.register')}
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

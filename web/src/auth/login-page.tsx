import { useEffect, useState } from 'react';
import {
  Navigate,
  useLocation,
  useNavigate,
  useSearchParams,
  type Location,
} from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSession } from '../lib/session';
import { LanguageMenu } from '../lib/language-menu';
import { errorText } from '../lib/use-submit';
import { demoSignIn } from './api/demo-sign-in';
import { getDemoUsers, type DemoUser } from './api/get-demo-users';

/** Why a sign-in came back to this page (`?error=`), in the reader's language. */
const errorMessage = (error: string, t: TFunction) =>
  error === 'discord-not-configured' ? t('auth.discordNotConfigured') : t('auth.signInFailed');

/**
 * A demo persona's name and line in the reader's language, by the persona's id (db/src/seed.ts);
 * a persona this page does not know keeps the server's English.
 */
function persona(user: DemoUser, t: TFunction): { label: string; description: string } {
  switch (user.discordId) {
    case '100000000000000001':
      return {
        label: t('auth.demo.personas.civilian.label'),
        description: t('auth.demo.personas.civilian.description'),
      };
    case '100000000000000002':
      return {
        label: t('auth.demo.personas.police.label'),
        description: t('auth.demo.personas.police.description'),
      };
    case '100000000000000003':
      return {
        label: t('auth.demo.personas.fireRescue.label'),
        description: t('auth.demo.personas.fireRescue.description'),
      };
    case '100000000000000004':
      return {
        label: t('auth.demo.personas.staff.label'),
        description: t('auth.demo.personas.staff.description'),
      };
    case '100000000000000005':
      return {
        label: t('auth.demo.personas.dispatcher.label'),
        description: t('auth.demo.personas.dispatcher.description'),
      };
    case '100000000000000006':
      return {
        label: t('auth.demo.personas.supervisor.label'),
        description: t('auth.demo.personas.supervisor.description'),
      };
    default:
      return { label: user.label, description: user.description };
  }
}

/** Where to go after sign-in: the page the visitor was sent away from, else /home. */
function returnPath(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/home';
}

export function LoginPage() {
  const { t } = useTranslation();
  const { session, meta, refresh } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = returnPath(location);

  if (session.status === 'loading') {
    return (
      <main className="login">
        <p className="page-status">{t('auth.checkingSession')}</p>
      </main>
    );
  }
  if (session.status === 'known') return <Navigate to={returnTo} replace />;

  const error = params.get('error');
  return (
    <main className="login">
      <section className="login-card">
        <LanguageMenu />
        <img src="/favicon.svg" alt="" width={56} height={56} />
        <h1>
          <Trans
            i18nKey="auth.welcome"
            values={{ appName: meta.appName }}
            components={{ brand: <span className="brand" /> }}
          />
        </h1>
        <p>{t('auth.mustLogIn')}</p>
        {error && (
          <p className="message error" role="alert">
            {errorMessage(error, t)}
          </p>
        )}
        <a
          className="btn btn-discord"
          href={`/auth/discord?returnTo=${encodeURIComponent(returnTo)}`}
        >
          {t('auth.loginWithDiscord')}
        </a>
        {meta.demoMode && (
          <DemoSignIn
            returnTo={returnTo}
            onSignedIn={async (to) => {
              await refresh();
              navigate(to, { replace: true });
            }}
          />
        )}
      </section>
    </main>
  );
}

function DemoSignIn({
  returnTo,
  onSignedIn,
}: {
  returnTo: string;
  onSignedIn: (to: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [users, setUsers] = useState<DemoUser[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    getDemoUsers()
      .then((r) => setUsers(r.users))
      .catch((err: unknown) => console.error('Failed to load demo users', err));
  }, []);

  const signIn = async (discordId: string) => {
    setBusy(discordId);
    setError('');
    try {
      const result = await demoSignIn(discordId, returnTo);
      await onSignedIn(result.returnTo);
    } catch (err) {
      setError(errorText(err, t('auth.demo.failed')));
      setBusy(null);
    }
  };

  return (
    <section className="demo" aria-labelledby="demo-heading">
      <h2 id="demo-heading">{t('auth.demo.heading')}</h2>
      <p className="muted">{t('auth.demo.intro')}</p>
      {error && (
        <p className="message error" role="alert">
          {error}
        </p>
      )}
      <ul className="demo-users">
        {users.map((u) => {
          const { label, description } = persona(u, t);
          return (
            <li key={u.discordId}>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy !== null}
                onClick={() => void signIn(u.discordId)}
              >
                {t('auth.demo.signInAs', { label })}
              </button>
              <span className="muted small">
                {u.username} — {description}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

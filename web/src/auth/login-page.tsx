import { useEffect, useState } from 'react';
import {
  Navigate,
  useLocation,
  useNavigate,
  useSearchParams,
  type Location,
} from 'react-router-dom';
import { useSession } from '../lib/session';
import { errorText } from '../lib/use-submit';
import { demoSignIn } from './api/demo-sign-in';
import { getDemoUsers, type DemoUser } from './api/get-demo-users';

const ERRORS: Record<string, string> = {
  'discord-not-configured':
    'Discord sign-in is not configured on this server yet. Use a demo account below, or ask staff to set it up.',
};

/** Where to go after sign-in: the page the visitor was sent away from, else /home. */
function returnPath(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/home';
}

export function LoginPage() {
  const { session, meta, refresh } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = returnPath(location);

  if (session.status === 'loading') {
    return (
      <main className="login">
        <p className="page-status">Checking session...</p>
      </main>
    );
  }
  if (session.status === 'known') return <Navigate to={returnTo} replace />;

  const error = params.get('error');
  return (
    <main className="login">
      <section className="login-card">
        <img src="/favicon.svg" alt="" width={56} height={56} />
        <h1>
          Welcome to <span className="brand">{meta.appName}</span>
        </h1>
        <p>You must log in with Discord to continue</p>
        {error && (
          <p className="message error" role="alert">
            {ERRORS[error] ?? 'Sign-in failed. Please try again.'}
          </p>
        )}
        <a
          className="btn btn-discord"
          href={`/auth/discord?returnTo=${encodeURIComponent(returnTo)}`}
        >
          Login with Discord
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
      setError(errorText(err, 'Demo sign-in failed.'));
      setBusy(null);
    }
  };

  return (
    <section className="demo" aria-labelledby="demo-heading">
      <h2 id="demo-heading">Demo sign-in</h2>
      <p className="muted">
        Demo mode: Discord is not configured on this server. Pick a sample member to explore. These
        accounts exist only on this server.
      </p>
      {error && (
        <p className="message error" role="alert">
          {error}
        </p>
      )}
      <ul className="demo-users">
        {users.map((u) => (
          <li key={u.discordId}>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy !== null}
              onClick={() => void signIn(u.discordId)}
            >
              Sign in as {u.label}
            </button>
            <span className="muted small">
              {u.username} — {u.description}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

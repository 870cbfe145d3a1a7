import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { InferResponseType } from 'hono/client';
import type { Language } from '@tenfour/db/browser';
import { call, rpc, SIGNED_OUT_EVENT } from './api';
import { watchSession } from './live-events';
import { settleLanguage } from './i18n';

const auth = rpc.api.auth;

type SessionAnswer = InferResponseType<typeof auth.session.$get, 200>;
/** The signed-in member as the server describes them. */
export type CurrentUser = NonNullable<SessionAnswer['user']>;
export type Permissions = CurrentUser['permissions'];
export type SiteMeta = InferResponseType<typeof rpc.api.meta.$get, 200>;
export type SuspensionNotice = InferResponseType<typeof auth.suspension.$get, 200>;

/** Why this browser was signed out or refused, while a suspension applies. */
export const getSuspension = () => call(auth.suspension.$get());
const getSession = () => call(auth.session.$get());
const getMeta = () => call(rpc.api.meta.$get());
const logout = () => call(rpc.auth.logout.$post());

/** Saves the member's language on the server, so it follows them to every device. */
export const saveLocale = (locale: Language) => call(rpc.api.me.locale.$put({ json: { locale } }));

type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'known'; user: CurrentUser }
  | { status: 'unknown'; user: null };

interface SessionValue {
  session: SessionState;
  meta: SiteMeta;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const DEFAULT_META: SiteMeta = {
  appName: 'TenFour',
  bankName: 'Bank',
  demoMode: false,
  discordConfigured: true,
};

/**
 * A suspension may have ended the session on an earlier request (even the page load itself),
 * so a signed-out browser asks whether one refused it, and shows why instead of the sign-in.
 */
async function showSuspension() {
  if (location.pathname === '/suspended') return;
  try {
    const notice = await getSuspension();
    if (notice.suspended) location.assign('/suspended');
  } catch (err) {
    console.error('Failed to check for a suspension', err);
  }
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading', user: null });
  const [meta, setMeta] = useState<SiteMeta>(DEFAULT_META);

  const refresh = useCallback(async () => {
    try {
      const answer = await getSession();
      await settleLanguage(answer, saveLocale);
      setSession(
        answer.signedIn
          ? { status: 'known', user: answer.user }
          : { status: 'unknown', user: null },
      );
      // Another request of the same page load may have been the one the suspension refused.
      if (!answer.signedIn) await showSuspension();
    } catch (err) {
      console.error('Failed to load the session', err);
      setSession({ status: 'unknown', user: null });
      await showSuspension();
    }
  }, []);

  useEffect(() => {
    void refresh();
    getMeta()
      .then((m) => {
        setMeta(m);
        document.title = m.appName;
      })
      .catch((err: unknown) => console.error('Failed to load site information', err));
  }, [refresh]);

  // Any request that finds the session gone asks who is signed in: RequireAuth then sends a
  // signed-out member to the sign-in page, and a suspended one is shown why.
  useEffect(() => {
    const onSignedOut = () => void refresh();
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, [refresh]);

  // While signed in, the member's session is followed live, so a suspension reaches an idle
  // page at once.
  const signedIn = session.status === 'known';
  useEffect(() => (signedIn ? watchSession() : undefined), [signedIn]);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } finally {
      setSession({ status: 'unknown', user: null });
    }
  }, []);

  return (
    <SessionContext.Provider value={{ session, meta, refresh, signOut }}>
      {children}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The signed-in member; only for screens behind RequireAuth. */
export function useUser(): CurrentUser {
  const { session } = useSession();
  if (session.status !== 'known') throw new Error('useUser needs a signed-in member');
  return session.user;
}

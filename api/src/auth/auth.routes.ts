import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  createSession,
  deleteSession,
  demoUsers,
  isLanguage,
  permissionReader,
  setUserLocale,
  upsertUser,
  type DiscordProfile,
  type DbHandle,
} from '@tenfour/db';
import {
  suspensionMessage,
  findSuspensionIfActive,
  getCommunitySettings,
  MemberSuspendedError,
} from '@tenfour/db/staff';
import { applyRanksFromRoles, supervisedDepartments } from '@tenfour/db/departments';
import type { AppDeps, AppEnv } from '../context';
import { requireSession } from '../context';
import { AppError, appError, errorBody, notFound, RateLimitedError, suspended } from '../errors';
import { clientAddress, enforceLimit } from '../middleware/rate-limit';
import { validate } from '../validate';
import {
  clearSessionCookie,
  setSessionCookie,
  setSuspensionCookie,
  SUSPENSION_COOKIE,
} from '../middleware/session';
import { completeAuthorization, startAuthorization } from './discord-oauth';
import {
  demoSignInSchema,
  localeBody,
  oauthStateSchema,
  returnToSchema,
  suspensionIdSchema,
} from './auth.schemas';
import { authFailurePage } from './failure-page';
import { said, saidAs } from '../said';

const OAUTH_COOKIE = 'tenfour_oauth';

/** Where a refused sign-in goes: the web's page reads GET /api/auth/suspension. */
export const SUSPENDED_PAGE = '/suspended';

/** Browser-facing sign-in routes, mounted at /auth. */
export const authRoutes = new Hono<AppEnv>()
  .get('/discord', async (c) => {
    const { config } = c.get('deps');
    const refused = await signInRefusal(c);
    if (refused) return refused;
    const returnTo = returnToSchema.parse(c.req.query('returnTo') ?? '/home');
    const oauth = config.discord.oauth;
    if (!oauth) return c.redirect('/?error=discord-not-configured');
    const { url, state, codeVerifier } = startAuthorization(config, oauth);
    setCookie(
      c,
      OAUTH_COOKIE,
      Buffer.from(JSON.stringify({ state, codeVerifier, returnTo })).toString('base64url'),
      {
        httpOnly: true,
        sameSite: 'Lax',
        secure: config.publicUrl.protocol === 'https:',
        path: '/auth',
        maxAge: 600,
      },
    );
    return c.redirect(url.toString());
  })
  .get('/discord/callback', async (c) => {
    const { config, db, now } = c.get('deps');
    const oauth = config.discord.oauth;
    if (!oauth) return authFailure(c, appError(404, 'auth.signInNotConfigured'));
    const refused = await signInRefusal(c);
    if (refused) return refused;
    const saved = readOAuthCookie(c);
    deleteCookie(c, OAUTH_COOKIE, { path: '/auth' });
    const denied = c.req.query('error');
    if (denied) {
      return authFailure(c, appError(400, 'auth.signInCancelled'));
    }
    const code = c.req.query('code');
    const state = c.req.query('state');
    if (!saved || !state || state !== saved.state) {
      return authFailure(c, appError(400, 'auth.stateMismatch'));
    }
    if (!code) return authFailure(c, appError(400, 'auth.noSignInCode'));
    try {
      const profile = await completeAuthorization(config, oauth, code, saved.codeVerifier);
      // Staff may limit sign-in to members holding a mapped role; with none mapped, any
      // member of the guild may sign in.
      if (!(await permissionReader(db).derive(profile.roles)).member) {
        throw appError(403, 'auth.notMemberRole');
      }
      await storeMember(db, profile);
      const session = await createSession(db, profile.discordId, now());
      setSessionCookie(c, session.token, session.expiresAt);
      return c.redirect(saved.returnTo);
    } catch (err) {
      if (err instanceof AppError) return authFailure(c, err);
      if (err instanceof MemberSuspendedError) {
        setSuspensionCookie(c, err.suspension);
        return c.redirect(SUSPENDED_PAGE);
      }
      throw err;
    }
  })
  .get('/resync', async (c) => {
    const { config, db } = c.get('deps');
    const returnTo = returnToSchema.parse(
      c.req.query('returnTo') ?? refererPath(c) ?? '/dashboard',
    );
    if (config.discord.oauth) {
      // Roles are read from the guild member object during sign-in, so a fresh
      // authorization is the resync; Discord skips the consent screen for a known app.
      return c.redirect(`/auth/discord?returnTo=${encodeURIComponent(returnTo)}`);
    }
    const session = c.get('session');
    const persona = session && demoUsers().find((u) => u.discordId === session.user.discord_id);
    if (persona) await storeMember(db, persona);
    return c.redirect(session ? returnTo : '/');
  })
  .post('/logout', async (c) => {
    const session = c.get('session');
    if (session) await deleteSession(c.get('deps').db, session.token);
    clearSessionCookie(c);
    return c.json({ success: true as const, ...said('auth.done.signedOut') });
  })
  .post(
    '/demo',
    async (c, next) => {
      // Without demo mode the route does not exist: nothing reads the body.
      if (!c.get('deps').config.demoMode) throw notFound('error.pageNotFound');
      await enforceLimit(c, 'demo_sign_in', clientAddress(c));
      await next();
    },
    validate('json', demoSignInSchema),
    async (c) => {
      const { db, now } = c.get('deps');
      const { discordId, returnTo } = c.req.valid('json');
      const persona = demoUsers().find((u) => u.discordId === discordId);
      if (!persona) throw appError(400, 'auth.unknownDemoUser');
      await storeMember(db, persona);
      let session;
      try {
        session = await createSession(db, persona.discordId, now());
      } catch (err) {
        if (!(err instanceof MemberSuspendedError)) throw err;
        // The web shows /suspended on this code, as after a refused Discord sign-in.
        setSuspensionCookie(c, err.suspension);
        throw suspended(err);
      }
      setSessionCookie(c, session.token, session.expiresAt);
      return c.json({ success: true as const, returnTo: returnTo ?? persona.landing });
    },
  );

/** JSON routes about the signed-in member and the site, mounted at /api. */
export const meRoutes = new Hono<AppEnv>()
  .get('/auth/me', async (c) => {
    const session = requireSession(c);
    const member = { ...memberOf(session), supervises: await supervises(c, session) };
    return c.json({ ...member, defaultLanguage: await defaultLanguage(c.get('deps').db) });
  })
  .get('/auth/session', async (c) => {
    // The web asks this on every page load: being signed out is an expected answer there,
    // not a 401 that browsers log as an error.
    const session = c.get('session');
    // A session a suspension ended still answers 401 `suspended`: the web shows why.
    if (!session && c.get('suspension')) requireSession(c);
    // The community's language is the one a visitor who has chosen none is shown.
    const language = await defaultLanguage(c.get('deps').db);
    return c.json(
      session
        ? {
            signedIn: true as const,
            user: { ...memberOf(session), supervises: await supervises(c, session) },
            defaultLanguage: language,
          }
        : { signedIn: false as const, user: null, defaultLanguage: language },
    );
  })
  .put('/me/locale', validate('json', localeBody), async (c) => {
    const { user } = requireSession(c);
    const { locale } = c.req.valid('json');
    await setUserLocale(c.get('deps').db, user.discord_id, locale);
    return c.json({ success: true as const, locale });
  })
  .get('/auth/suspension', async (c) => {
    // Why this browser was signed out or refused: the suspension its last refusal named, while
    // it applies. Anyone may ask; without such a refusal the answer is simply "not suspended".
    const { db, now } = c.get('deps');
    const id = suspensionIdSchema.safeParse(getCookie(c, SUSPENSION_COOKIE));
    // This very request may be the first one the ended session made (the page the live
    // session stream sent the member to): the session middleware has just learnt why.
    const suspension =
      c.get('suspension') ??
      (id.success ? await findSuspensionIfActive(db, id.data, now()) : undefined);
    if (!suspension) {
      if (id.success) deleteCookie(c, SUSPENSION_COOKIE, { path: '/' });
      return c.json({ suspended: false as const });
    }
    return c.json({
      suspended: true as const,
      reason: suspension.reason,
      startsAt: suspension.startsAt.toISOString(),
      endsAt: suspension.endsAt?.toISOString() ?? null,
      ...saidAs(suspensionMessage(suspension)),
    });
  })
  .get('/meta', (c) => {
    const { config } = c.get('deps');
    return c.json({
      appName: config.appName,
      bankName: config.bankName,
      demoMode: config.demoMode,
      discordConfigured: Boolean(config.discord.oauth),
    });
  })
  .get('/auth/demo-users', (c) => {
    const { config } = c.get('deps');
    if (!config.demoMode) throw notFound('error.pageNotFound');
    return c.json({
      users: demoUsers().map((u) => ({
        discordId: u.discordId,
        username: u.username,
        label: u.label,
        description: u.description,
        landing: u.landing,
      })),
    });
  });

/** Stores the member's profile and guild roles; a rank mapped to one of them is applied. */
async function storeMember(db: AppDeps['db'], profile: DiscordProfile) {
  await upsertUser(db, profile);
  await applyRanksFromRoles(db, profile);
}

function memberOf({ user, permissions }: ReturnType<typeof requireSession>) {
  return {
    username: user.username,
    discriminator: user.discriminator,
    avatar: user.avatar,
    discordId: user.discord_id,
    roles: user.roles,
    permissions,
    /** The member's chosen language; null until they choose one, or once it stops shipping. */
    locale: isLanguage(user.locale) ? user.locale : null,
  };
}

/** The departments whose roster the member manages: staff every active one. */
async function supervises(c: Context<AppEnv>, session: ReturnType<typeof requireSession>) {
  const { db } = c.get('deps');
  if (session.permissions.admin)
    return (
      await db
        .selectFrom('departments')
        .select('id')
        .where('archived_at', 'is', null)
        .orderBy('position')
        .orderBy('id')
        .execute()
    ).map((d) => d.id);
  return supervisedDepartments(db, session.user.discord_id);
}

const defaultLanguage = async (db: DbHandle['db']) =>
  (await getCommunitySettings(db)).defaultLanguage;

function readOAuthCookie(c: Context<AppEnv>) {
  const raw = getCookie(c, OAUTH_COOKIE);
  if (!raw) return undefined;
  try {
    const parsed = oauthStateSchema.safeParse(
      JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function refererPath(c: Context<AppEnv>): string | undefined {
  const referer = c.req.header('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    return url.host === host ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starting a sign-in and finishing one count against the address's `sign_in` limit: each
 * callback makes us call Discord, so a script replaying bad ones is stopped early.
 */
async function signInRefusal(c: Context<AppEnv>): Promise<Response | undefined> {
  try {
    await enforceLimit(c, 'sign_in', clientAddress(c));
    return undefined;
  } catch (err) {
    if (err instanceof RateLimitedError) return authFailure(c, err);
    throw err;
  }
}

/** Sign-in failures reach a person in a browser tab: HTML for them, JSON for everyone else. */
function authFailure(c: Context<AppEnv>, err: AppError) {
  if (err instanceof RateLimitedError) c.header('Retry-After', String(err.retryAfterSeconds));
  if (c.req.header('accept')?.includes('text/html')) {
    return c.html(authFailurePage(c.get('deps').config.appName, err.message), err.status);
  }
  return c.json(errorBody(err), err.status);
}

import { createMiddleware } from 'hono/factory';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { hashToken, permissionReader, renewedAt, type SessionCache } from '@tenfour/db';
import { suspensionOfEndedSession, type ActiveSuspension } from '@tenfour/db/staff';
import type { AppEnv } from '../context';
import { requirePermission, requireSession, type Permission } from '../context';

export const SESSION_COOKIE = 'tenfour_session';

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  const { config } = c.get('deps');
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.publicUrl.protocol === 'https:',
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/**
 * Remembers, for the suspension notice (GET /api/auth/suspension, shown at /suspended), which
 * suspension signed this browser out or refused its sign-in. It names a suspension, never a
 * member, and the notice says nothing once the suspension no longer applies.
 */
export const SUSPENSION_COOKIE = 'tenfour_suspension';

export function setSuspensionCookie(c: Context<AppEnv>, suspension: ActiveSuspension) {
  setCookie(c, SUSPENSION_COOKIE, suspension.id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('deps').config.publicUrl.protocol === 'https:',
    path: '/',
    maxAge: 7 * 24 * 60 * 60,
  });
}

/**
 * The browser's cookie must expire with the session, which slides forward at most once a day
 * of use (findSessionUser). Its new expiry is sent for a minute after each renewal, which
 * covers the request that renewed it; sending the unchanged cookie on every response would
 * cost header work and bytes for nothing.
 */
const RESEND_COOKIE_FOR_MS = 60_000;
const justRenewed = (expiresAt: Date, now: Date) =>
  now.getTime() - renewedAt(expiresAt).getTime() < RESEND_COOKIE_FOR_MS;

/**
 * Loads the member behind the session cookie (through the app's session cache);
 * permissions are derived on every request from the member's stored roles under the live
 * role mapping, so a mapping change applies at the member's next request. A cookie whose
 * session a suspension ended signs nobody in; the request learns the suspension, so the
 * 401 says why.
 */
export const loadSession = (sessions: SessionCache) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token && token.length <= 128) {
      const { db, notifier, now } = c.get('deps');
      const found = await sessions.find(token, now());
      if (found) {
        c.set('session', {
          user: found.user,
          permissions: await permissionReader(db, notifier).derive(found.user.roles),
          token,
        });
        if (justRenewed(found.expiresAt, now())) setSessionCookie(c, token, found.expiresAt);
      } else {
        clearSessionCookie(c);
        const suspension = await suspensionOfEndedSession(
          c.get('deps').db,
          hashToken(token),
          now(),
        );
        if (suspension) {
          c.set('suspension', suspension);
          setSuspensionCookie(c, suspension);
        }
      }
    }
    await next();
  });

/** Route guard: a signed-in member. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireSession(c);
  await next();
});

/** Route guard: a signed-in member holding the permission. */
export const allowed = (permission: Permission) =>
  createMiddleware<AppEnv>(async (c, next) => {
    requirePermission(c, permission);
    await next();
  });

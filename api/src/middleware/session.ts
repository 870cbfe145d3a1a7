import { createMiddleware } from 'hono/factory';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { derivePermissions, type SessionCache } from '@tenfour/db';
import type { AppEnv } from '../context';
import { requirePermission, requireSession, type Permission } from '../context';

export const SESSION_COOKIE = 'tenfour_session';

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  const { config } = c.var.deps;
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
 * Loads the member behind the session cookie (through the app's session cache);
 * permissions are derived on every request from the member's stored roles.
 */
export const loadSession = (sessions: SessionCache) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token && token.length <= 128) {
      const { config, now } = c.var.deps;
      const found = await sessions.find(token, now());
      if (found) {
        c.set('session', {
          user: found.user,
          permissions: derivePermissions(found.user.roles, config.roles),
          token,
        });
        setSessionCookie(c, token, found.expiresAt);
      } else {
        clearSessionCookie(c);
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

import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes: a browser always sends Origin on a
 * cross-site POST, so a mutating request whose Origin is neither our public URL nor the host
 * it was sent to is refused. Requests without Origin or Sec-Fetch-Site come from non-browser
 * clients, which cannot ride a member's cookie.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if (origin !== undefined) {
      if (!isAllowedOrigin(origin, c.get('deps').config.publicUrl, c.req.header('host'))) {
        throw forbidden('error.crossSite');
      }
    } else if (fetchSite === 'cross-site') {
      throw forbidden('error.crossSite');
    }
  }
  await next();
});

function isAllowedOrigin(origin: string, publicUrl: URL, host: string | undefined): boolean {
  if (origin === publicUrl.origin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

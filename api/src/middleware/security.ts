import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../context';

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https://cdn.discordapp.com'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
});

/**
 * When the public URL is https, a request that arrived over http (directly, or as told by a
 * proxy's X-Forwarded-Proto) is sent to the https address. Health checks and metrics stay
 * reachable for load-balancer probes and scrapers on the private side.
 */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export const httpsRedirect = createMiddleware<AppEnv>(async (c, next) => {
  const { publicUrl } = c.get('deps').config;
  if (publicUrl.protocol === 'https:' && !PROBE_PATHS.has(c.req.path)) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    const arrivedAs = forwarded ?? new URL(c.req.url).protocol.replace(':', '');
    if (arrivedAs === 'http') {
      const url = new URL(c.req.url);
      return c.redirect(`https://${publicUrl.host}${url.pathname}${url.search}`, 301);
    }
  }
  await next();
});

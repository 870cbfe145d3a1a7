import type { Context } from 'hono';

/**
 * A PDF as a download. A header carries ASCII only: the readable name (a person's, in any
 * script) goes in the RFC 5987 form, with a plain id-based name as the fallback.
 */
export function pdfAttachment(
  c: Context,
  pdf: Buffer,
  names: { fallback: string; readable: string },
) {
  const readable = names.readable.replace(/\s+/g, '-');
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${names.fallback}"; filename*=UTF-8''${encodeURIComponent(readable)}`,
    'Cache-Control': 'private, no-store',
  });
}

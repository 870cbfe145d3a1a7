import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { badRequest, bodyTooLarge } from '../errors';

type BodyRead = { ok: true; text: string } | { ok: false; reason: 'too_large' | 'incomplete' };

/** The body's bytes as text, or why there is none: over `maxBytes`, or the client left. */
function readBody(incoming: IncomingMessage, maxBytes: number): Promise<BodyRead> {
  return new Promise((resolve) => {
    if (incoming.readableEnded) return resolve({ ok: true, text: '' });
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (read: BodyRead) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onIncomplete);
      incoming.off('close', onIncomplete);
      resolve(read);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish({ ok: false, reason: 'too_large' });
      else chunks.push(chunk);
    };
    const onEnd = () => {
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
      // A fetch Request's text() drops a leading byte order mark; so does this.
      const text = bytes.toString('utf8');
      finish({ ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text });
    };
    const onIncomplete = () => finish({ ok: false, reason: 'incomplete' });
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onIncomplete);
    incoming.once('close', onIncomplete);
  });
}

/**
 * Every body the app accepts is small: one over `maxBytes` is refused (413) before or while it
 * is read. GET and HEAD are routed without reading a body.
 *
 * On Node the body is read straight from the socket's IncomingMessage into Hono's body cache,
 * so `c.req.json()` and `c.req.text()` answer from it: reading through `c.req.raw` makes the
 * adapter build a full fetch Request with a web stream and an AbortSignal, which cost a bank
 * transfer about a tenth of the server's CPU. In-process requests (tests) use Hono's limit.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  const inProcess = bodyLimit({ maxSize: maxBytes, onError: bodyTooLarge });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming) return inProcess(c, next);
    const declared = incoming.headers['content-length'];
    if (declared && !incoming.headers['transfer-encoding'] && Number(declared) > maxBytes) {
      return bodyTooLarge(c);
    }
    const read = await readBody(incoming, maxBytes);
    if (!read.ok) {
      if (read.reason === 'too_large') return bodyTooLarge(c);
      throw badRequest('The request body was not received in full.');
    }
    // Hono keeps the pending read in its cache (its type names the settled value).
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(read.text);
    return next();
  });
}

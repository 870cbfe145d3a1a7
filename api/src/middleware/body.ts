import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { badRequest, bodyTooLarge } from '../errors';

type BodyRead = { ok: true; bytes: Buffer } | { ok: false; reason: 'too_large' | 'incomplete' };

/** The body's bytes, or why there are none: over `maxBytes`, or the client left. */
function readBody(incoming: IncomingMessage, maxBytes: number): Promise<BodyRead> {
  return new Promise((resolve) => {
    if (incoming.readableEnded) return resolve({ ok: true, bytes: Buffer.alloc(0) });
    if (incoming.destroyed || incoming.errored) {
      return resolve({ ok: false, reason: 'incomplete' });
    }
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
    const onEnd = () =>
      finish({ ok: true, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) });
    const onIncomplete = () => finish({ ok: false, reason: 'incomplete' });
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onIncomplete);
    incoming.once('close', onIncomplete);
    incoming.resume();
  });
}

/** The socket's request under @hono/node-server; none for requests made in-process (tests). */
export const nodeRequest = (c: Context<AppEnv>) =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

const hasNoBody = (c: Context<AppEnv>) => c.req.method === 'GET' || c.req.method === 'HEAD';

/**
 * Every body the app accepts is small: one that declares more than `maxBytes` is refused (413)
 * before anything reads it. GET and HEAD are routed without reading a body. In-process
 * requests (tests) get Hono's limit, which also reads a body of undeclared length.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  const inProcess = bodyLimit({ maxSize: maxBytes, onError: bodyTooLarge });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (hasNoBody(c)) return next();
    const incoming = nodeRequest(c);
    if (!incoming) return inProcess(c, next);
    const declared = incoming.headers['content-length'];
    if (declared && !incoming.headers['transfer-encoding'] && Number(declared) > maxBytes) {
      return bodyTooLarge(c);
    }
    return next();
  });
}

/**
 * On Node, reads the body straight from the socket's IncomingMessage into Hono's body cache,
 * so `c.req.json()`, `text()` and `arrayBuffer()` answer from it; over `maxBytes` it is a 413
 * while reading. Reading through `c.req.raw` makes the adapter build a full fetch Request
 * with a web stream and an AbortSignal, which cost a bank transfer about a tenth of the
 * server's CPU. Mounted after the write limit, so a refused request does not wait for its body.
 */
export function bufferBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = nodeRequest(c);
    // Hono's cache holds pending reads (its type names the settled values).
    const cache = c.req.bodyCache as { text?: Promise<string>; arrayBuffer?: Promise<ArrayBuffer> };
    if (hasNoBody(c) || !incoming || cache.text || cache.arrayBuffer) return next();
    const read = await readBody(incoming, maxBytes);
    if (!read.ok) {
      if (read.reason === 'too_large') return bodyTooLarge(c);
      throw badRequest('error.bodyIncomplete');
    }
    const { bytes } = read;
    const text = bytes.toString('utf8');
    // A fetch Request's text() drops a leading byte order mark; so does this.
    cache.text = Promise.resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    cache.arrayBuffer = Promise.resolve(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    return next();
  });
}

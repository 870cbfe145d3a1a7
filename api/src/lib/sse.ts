import type { Context } from 'hono';
import { findSessionUser } from '@tenfour/db';
import { requireSession, type AppEnv } from '../context';

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  // Proxies such as nginx would otherwise hold events back in their buffers.
  'x-accel-buffering': 'no',
};

/** One SSE frame; JSON never contains a raw line break, so the data fits one `data:` line. */
export function sseFrame(type: string, id: number, data: unknown): string {
  return `event: ${type}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A Server-Sent Events response body and the ways to write to it and end it. */
export interface SseBody {
  body: ReadableStream<Uint8Array>;
  /** Sends text; once the stream has ended, nothing. */
  write(text: string): void;
  /** Bytes written but not yet read by the client. */
  backlog(): number;
  end(): void;
}

/** Opens an event stream body; `onCancel` runs when the client stops reading. */
export function sseBody(onCancel: () => void): SseBody {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let ended = false;
  const body = new ReadableStream<Uint8Array>(
    {
      start: (ctl) => {
        controller = ctl;
      },
      cancel: () => onCancel(),
    },
    // Counted in bytes, so desiredSize is minus the unread backlog.
    { highWaterMark: 0, size: (chunk) => chunk.byteLength },
  );
  return {
    body,
    write: (text) => {
      if (!ended) controller.enqueue(encoder.encode(text));
    },
    backlog: () => -Math.min(0, controller.desiredSize ?? 0),
    end: () => {
      if (ended) return;
      ended = true;
      try {
        controller.close();
      } catch {
        // already closed by the client
      }
    },
  };
}

/** What a member's stream offers the feed that fills it. */
export interface MemberStream {
  /** Sends one event (nothing once the stream has ended). */
  send(type: string, id: number, data: unknown): void;
  /** Ends the stream; the page reconnects by itself and reloads on `ready`. */
  close(): void;
}

/**
 * The signed-in member's own live stream. `subscribe` starts the feed and returns how to stop
 * it; only then is `ready` sent, so a page that reloads its list on `ready` (on every connect
 * and reconnect) misses nothing. The session is re-checked with each heartbeat: a signed-out
 * member stops receiving. The stream ends when the client leaves, the session ends or the feed
 * closes it.
 */
export async function openMemberStream(
  c: Context<AppEnv>,
  subscribe: (stream: MemberStream) => Promise<() => void>,
): Promise<Response> {
  const { token } = requireSession(c);
  const { db, now } = c.get('deps');
  let open = true;
  // Frames before `ready` are dropped: the page reloads its list on `ready` anyway.
  let ready = false;
  let unsubscribe: () => void = () => undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined = undefined;
  const sse = sseBody(() => stop());
  const write = (text: string) => {
    if (open && ready) sse.write(text);
  };
  const stop = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
    sse.end();
  };
  const stopFeed = await subscribe({
    send: (type, id, data) => write(sseFrame(type, id, data)),
    close: stop,
  });
  if (open) unsubscribe = stopFeed;
  else stopFeed();
  ready = true;
  write(`event: ready\nretry: 1000\ndata: {}\n\n`);
  if (open) {
    heartbeat = setInterval(() => {
      void findSessionUser(db, token, now())
        .catch(() => undefined)
        .then((found) => (found ? write(': ping\n\n') : stop()));
    }, HEARTBEAT_MS);
  }
  c.req.raw.signal.addEventListener('abort', stop);
  return c.newResponse(sse.body, 200, SSE_HEADERS);
}

import { Hono } from 'hono';
import { apiKeyGate } from '@tenfour/db/api-keys';
import { eventCursor, eventsAfter, type DispatchEvent } from '@tenfour/db/dispatch';
import { PUBLIC_DISPATCH_EVENTS } from '@tenfour/db/webhooks';
import type { AppContext } from '../context';
import { eventHub } from '../dispatch';
import { HEARTBEAT_MS, SSE_HEADERS, sseBody, sseFrame } from '../lib/sse';
import { knownDepartment } from '../officer-context';
import { validate } from '../validate';
import { scope, type V1Env } from './key-auth';
import { eventsQuery } from './events.schemas';

/** A tool further behind than this starts afresh (`ready` says `resumed: false`). */
const MAX_REPLAY = 1_000;
/** A stream with this much unread output is closed; the tool reconnects and replays. */
const MAX_BACKLOG_BYTES = 1_000_000;

/** The frame a tool reads: the public event name, and the same body a webhook carries. */
function publicFrame(event: DispatchEvent): string | undefined {
  const type = PUBLIC_DISPATCH_EVENTS[event.type as keyof typeof PUBLIC_DISPATCH_EVENTS];
  if (!type) return undefined;
  return sseFrame(type, event.id, {
    type,
    department: event.department,
    at: event.at,
    data: event.data,
  });
}

/**
 * GET /api/v1/events: a department's CAD events as Server-Sent Events, named as event webhooks
 * name them (docs/webhooks.md). `Last-Event-ID` (or `?lastEventId=`) replays what a tool
 * missed; `ready` tells it whether it resumed. The key is checked again with every heartbeat,
 * so a revoked or expired key's stream ends within one.
 */
export const eventsV1 = new Hono<V1Env>().get(
  '/events',
  scope('events:read'),
  validate('query', eventsQuery),
  async (c) => {
    const { db, notifier, now } = c.get('deps');
    const { department, lastEventId: fromQuery } = c.req.valid('query');
    await knownDepartment(c as unknown as AppContext, department);
    const header = c.req.header('last-event-id');
    const raw = header && /^\d{1,18}$/.test(header) ? header : fromQuery;
    const lastEventId = raw === undefined ? undefined : Number(raw);
    const secret = (c.req.header('authorization') ?? '').trim().slice('Bearer '.length);
    const hub = eventHub(db, notifier);

    // Listen before reading the log, so an event committed in between is in one of the two.
    let early: DispatchEvent[] | null = [];
    let deliver: (event: DispatchEvent) => void = () => undefined;
    let stop: () => void = () => undefined;
    const unsubscribe = await hub.subscribe(
      department,
      (event) => (early ? early.push(event) : deliver(event)),
      () => stop(),
    );
    let cursor: number;
    let replay: DispatchEvent[] = [];
    let resumed = false;
    try {
      const { latest, prunedThrough } = await eventCursor(db, department);
      cursor = latest;
      if (lastEventId !== undefined && lastEventId >= prunedThrough && lastEventId <= latest) {
        const missed = await eventsAfter(db, department, lastEventId, MAX_REPLAY + 1);
        if (missed.length <= MAX_REPLAY) {
          replay = missed;
          resumed = true;
          cursor = missed.at(-1)?.id ?? lastEventId;
        }
      }
    } catch (err) {
      unsubscribe();
      throw err;
    }

    const sse = sseBody(() => stop());
    let open = true;
    const heartbeat = setInterval(() => {
      void apiKeyGate(db, notifier)
        .check(secret, now())
        .then((checked) => (checked.ok && checked.key.scopes.has('events:read') ? 'ok' : 'no'))
        .catch(() => 'ok')
        .then((verdict) => (verdict === 'ok' ? sse.write(': ping\n\n') : stop()));
    }, HEARTBEAT_MS);
    stop = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      unsubscribe();
      sse.end();
    };
    deliver = (event) => {
      if (!open || event.id <= cursor) return;
      cursor = event.id;
      const frame = publicFrame(event);
      if (frame) sse.write(frame);
      if (sse.backlog() > MAX_BACKLOG_BYTES) stop();
    };
    c.req.raw.signal.addEventListener('abort', () => stop());

    for (const event of replay) {
      const frame = publicFrame(event);
      if (frame) sse.write(frame);
    }
    sse.write(
      `event: ready\nid: ${cursor}\nretry: 1000\ndata: ${JSON.stringify({ resumed, department })}\n\n`,
    );
    const queued = early;
    early = null;
    for (const event of queued) deliver(event);
    return c.newResponse(sse.body, 200, SSE_HEADERS);
  },
);

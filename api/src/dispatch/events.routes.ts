import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { derivePermissions, findSessionUser } from '@tenfour/db';
import { eventCursor, eventsAfter, type DispatchEvent } from '@tenfour/db/dispatch/events';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireOfficer } from '../officer-context';
import { validate } from '../validate';
import { lastEventIdQuery } from './dispatch.schemas';
import { eventHub } from './event-hub';

const HEARTBEAT_MS = 15_000;
/** How soon a dropped browser reconnects. */
const RETRY_MS = 1_000;
/** A client further behind than this reloads its lists instead of replaying. */
const MAX_REPLAY = 1_000;
/** A stream this far behind is closed; its client reconnects and replays from the log. */
const MAX_PENDING = 1_000;

/**
 * GET /api/events: the department's dispatch events as Server-Sent Events.
 *
 * - Resume: with `Last-Event-ID` (sent by EventSource on reconnect) or `?lastEventId=`, the
 *   stored events after it are replayed first, so nothing is lost across a reconnect.
 * - Every connection then gets `ready` { resumed }: when `resumed` is false (new connection,
 *   or too far behind) the client reloads its lists and applies later events on top.
 * - A comment line every 15 s keeps proxies from closing an idle stream; the session is
 *   re-checked at the same time, so a signed-out or demoted member stops receiving.
 */
export const eventsRoutes = new Hono<AppEnv>().get(
  '/',
  allowed('publicSafety'),
  validate('query', lastEventIdQuery),
  async (c) => {
    const { officer, session } = await requireOfficer(c);
    const { db, notifier, config, now } = c.var.deps;
    const department = officer.department;
    const header = c.req.header('last-event-id');
    const raw = header && /^\d{1,18}$/.test(header) ? header : c.req.valid('query').lastEventId;
    const lastEventId = raw === undefined ? undefined : Number(raw);

    // Listen before reading the log: an event committed in between is then either in the
    // replay or in `pending`, never in neither.
    const pending: DispatchEvent[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = await eventHub(db, notifier).subscribe(department, (event) => {
      pending.push(event);
      wake?.();
    });

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

    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let open = true;
      const stop = () => {
        open = false;
        wake?.();
      };
      stream.onAbort(stop);

      const heartbeat = setInterval(() => {
        void (async () => {
          const found = await findSessionUser(db, session.token, now()).catch(() => undefined);
          if (!found || !derivePermissions(found.user.roles, config.roles).publicSafety) stop();
          else pending.push(HEARTBEAT);
          wake?.();
        })();
      }, HEARTBEAT_MS);

      try {
        for (const event of replay) await send(event);
        await stream.writeSSE({
          event: 'ready',
          id: String(cursor),
          data: JSON.stringify({ resumed, department }),
          retry: RETRY_MS,
        });
        while (open && !stream.aborted) {
          if (!pending.length) {
            await new Promise<void>((resolve) => (wake = resolve));
            wake = undefined;
            continue;
          }
          if (pending.length > MAX_PENDING) break;
          const next = pending.shift()!;
          if (next === HEARTBEAT) await stream.write(': ping\n\n');
          else if (next.id > cursor) await send(next);
        }
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }

      async function send(event: DispatchEvent) {
        cursor = event.id;
        await stream.writeSSE({
          event: event.type,
          id: String(event.id),
          data: JSON.stringify(event.data),
        });
      }
    });
  },
);

/** A marker in the queue: write a keep-alive comment. */
const HEARTBEAT = { id: -1 } as DispatchEvent;

import type { ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { permissionReader } from '@tenfour/db';
import {
  UNIT_SERVICE_RULES,
  eventCursor,
  eventsAfter,
  visibleTo,
  type DispatchEvent,
} from '@tenfour/db/dispatch';
import { requirePermission, requireSession, type AppEnv } from '../context';
import { signedIn } from '../middleware/session';
import { knownDepartment, requireProfile } from '../officer-context';
import { validate } from '../validate';
import { lastEventIdQuery } from './dispatch.schemas';
import { HEARTBEAT_MS, SSE_HEADERS, sseBody, sseFrame, type SseBody } from '../lib/sse';
import { eventHub } from './event-hub';

/** How soon a dropped browser reconnects. */
const RETRY_MS = 1_000;
/** A client further behind than this reloads its lists instead of replaying. */
const MAX_REPLAY = 1_000;
/** A stream with this much unsent output is closed; its client reconnects and replays. */
const MAX_BACKLOG_BYTES = 1_000_000;

const HEADERS = { ...SSE_HEADERS, connection: 'keep-alive' };

/** Where a stream's text goes: straight to Node's socket, or a web ReadableStream. */
type Sink = Omit<SseBody, 'body'>;

/**
 * GET /api/events: the department's dispatch events as Server-Sent Events.
 *
 * - Officers and fire/rescue members share the stream. `?service=safr` (the default for a
 *   member without the public safety role) streams as the caller's fire/rescue profile, which
 *   receives only what fire/rescue may see (visibleTo in db/src/dispatch/events.ts).
 * - Resume: with `Last-Event-ID` (sent by EventSource on reconnect) or `?lastEventId=`, the
 *   stored events after it are replayed first, so nothing is lost across a reconnect.
 * - Every connection then gets `ready` { resumed }: when `resumed` is false (new connection,
 *   or too far behind) the client reloads its lists and applies later events on top.
 * - A comment line every 15 s keeps proxies from closing an idle stream; the session is
 *   re-checked at the same time, so a signed-out or demoted member stops receiving.
 */
export const eventsRoutes = new Hono<AppEnv>().get(
  '/',
  signedIn,
  validate('query', lastEventIdQuery),
  async (c) => {
    const { permissions } = requireSession(c);
    const query = c.req.valid('query');
    const service =
      query.service ??
      (permissions.publicSafety
        ? 'police'
        : permissions.fireRescue
          ? 'safr'
          : permissions.dispatch
            ? 'dispatch'
            : 'police');
    // A dispatcher streams the department they chose; a unit, its profile's department.
    const { session, department, permission, unitId } =
      service === 'dispatch'
        ? {
            session: requirePermission(c, 'dispatch'),
            department: query.department ?? 'Xbox',
            permission: 'dispatch' as const,
            unitId: undefined,
          }
        : await requireProfile(c, service).then(({ officer, session }) => ({
            session,
            department: officer.department,
            permission: UNIT_SERVICE_RULES[service].permission,
            unitId: officer.id,
          }));
    if (service === 'dispatch') await knownDepartment(c, department);
    const visible = (event: DispatchEvent) => visibleTo(service, event, unitId);
    const { db, notifier, now } = c.get('deps');
    const sessions = c.get('sessions');
    const header = c.req.header('last-event-id');
    const raw = header && /^\d{1,18}$/.test(header) ? header : c.req.valid('query').lastEventId;
    const lastEventId = raw === undefined ? undefined : Number(raw);
    const hub = eventHub(db, notifier);

    // Listen before reading the log: an event committed in between is then either in the
    // replay or in `early`, never in neither.
    let early: DispatchEvent[] | null = [];
    let deliver: (event: DispatchEvent) => void = () => undefined;
    // Events may have been missed while the database's LISTEN connection was down: the
    // stream is closed, and the client reconnects with Last-Event-ID and replays them.
    let gap = false;
    let onGap = () => {
      gap = true;
    };
    const unsubscribe = await hub.subscribe(
      department,
      (event) => {
        if (early) early.push(event);
        else deliver(event);
      },
      () => onGap(),
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
          replay = missed.filter(visible);
          resumed = true;
          cursor = missed.at(-1)?.id ?? lastEventId;
        }
      }
    } catch (err) {
      unsubscribe();
      throw err;
    }

    // From here on everything runs synchronously up to the live phase, so no event can slip
    // between the replay and the first live delivery.
    const start = (sink: Sink, onClosed: (stop: () => void) => void) => {
      let open = true;
      const stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        sink.end();
      };
      deliver = (event) => {
        if (!open || event.id <= cursor) return;
        cursor = event.id;
        if (!visible(event)) return;
        sink.write(hub.frame(event));
        if (sink.backlog() > MAX_BACKLOG_BYTES) stop();
      };
      const heartbeat = setInterval(() => {
        // Through the session cache, which a sign-out or role change clears: thousands of
        // open streams would otherwise each read the session every 15 s.
        void sessions
          .find(session.token, now())
          .then(async (found) =>
            found ? (await permissionReader(db).derive(found.user.roles))[permission] : false,
          )
          .catch(() => undefined)
          .then((allowed) => {
            if (!allowed) stop();
            else if (open) sink.write(': ping\n\n');
          });
      }, HEARTBEAT_MS);
      onClosed(stop);

      for (const event of replay) sink.write(sseFrame(event.type, event.id, event.data));
      sink.write(
        `event: ready\nid: ${cursor}\nretry: ${RETRY_MS}\ndata: ${JSON.stringify({ resumed, department })}\n\n`,
      );
      const queued = early ?? [];
      early = null;
      for (const event of queued) deliver(event);
      onGap = stop;
      if (gap) stop();
    };

    // On Node, write to the socket directly: one syscall per event per client, without the
    // web-stream layers in between (they dominate the cost of fanning out to many clients).
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) {
      // Headers already prepared for this response (the session cookie's renewal) go too.
      const prepared = c.newResponse(null, 200, HEADERS).headers;
      const head: Record<string, string | string[]> = Object.fromEntries(prepared);
      const cookies = prepared.getSetCookie();
      if (cookies.length) head['set-cookie'] = cookies;
      outgoing.writeHead(200, head);
      outgoing.flushHeaders();
      outgoing.socket?.setNoDelay(true);
      start(
        {
          write: (text) => {
            if (!outgoing.writableEnded && !outgoing.destroyed) outgoing.write(text);
          },
          backlog: () => outgoing.writableLength,
          end: () => outgoing.end(),
        },
        (stop) => {
          outgoing.once('close', stop);
          // The client may have left while the replay was read.
          if (outgoing.destroyed || !outgoing.socket || outgoing.socket.destroyed) stop();
        },
      );
      // Tells the Node adapter the response has been taken over.
      return new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
    }

    let stopStream: () => void = () => undefined;
    const sse = sseBody(() => stopStream());
    start(sse, (stop) => {
      stopStream = stop;
      c.req.raw.signal.addEventListener('abort', stop);
      if (c.req.raw.signal.aborted) stop();
    });
    return c.newResponse(sse.body, 200, HEADERS);
  },
);

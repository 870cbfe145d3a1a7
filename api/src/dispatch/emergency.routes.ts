import { Hono } from 'hono';
import type { CallView, DispatchEvent } from '@tenfour/db/dispatch';
import { callEmergency, listMyEmergencyCalls, toCallerView } from '@tenfour/db/dispatch';
import { requireSession, type AppEnv } from '../context';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import { openMemberStream } from '../lib/sse';
import { emergencyCallSchema } from './emergency.schemas';
import { eventHub } from './event-hub';
import { said } from '../said';
import { openDepartment } from '../officer-context';

const CALL_EVENTS = new Set(['call.created', 'call.updated', 'call.closed']);

/**
 * 911 for civilians (/api/911, any signed-in member): dial, list your calls, and follow them
 * live. A caller sees how far their call got (received, units assigned, closed), never the
 * units' notes.
 */
export const emergencyRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .post('/calls', validate('json', emergencyCallSchema), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    await openDepartment(c, c.req.valid('json').department);
    const call = await callEmergency(db, user.discord_id, c.req.valid('json'), now());
    return c.json(
      {
        success: true as const,
        ...said('dispatch.done.emergencyCallReceived', { callNumber: call.callNumber }),
        call,
      },
      201,
    );
  })
  .get('/calls', async (c) => {
    const { user } = requireSession(c);
    return c.json({ calls: await listMyEmergencyCalls(c.get('deps').db, user.discord_id) });
  })
  /**
   * The caller's own calls as they change (`call` events carrying the caller's view). After
   * `ready` (on every connect and reconnect) the page reloads GET /api/911/calls, so a change
   * made while it was disconnected is never missed.
   */
  .get('/events', async (c) => {
    const { user } = requireSession(c);
    const { db, notifier } = c.get('deps');
    const hub = eventHub(db, notifier);
    return openMemberStream(c, async (stream) => {
      const listener = (event: DispatchEvent) => {
        if (!CALL_EVENTS.has(event.type)) return;
        const call = event.data as CallView;
        if (call.caller?.discordId !== user.discord_id) return;
        stream.send('call', event.id, toCallerView(call, event.department));
      };
      // A gap (the database's LISTEN connection was lost) or the process shutting down ends
      // the stream: the page reconnects and reloads its calls on `ready`.
      return hub.subscribeAll(listener, () => stream.close());
    });
  });

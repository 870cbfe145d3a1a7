import { Hono } from 'hono';
import { SESSION_CHANGES_CHANNEL, findSessionUser, hashToken } from '@tenfour/db';
import { suspensionMessage, suspensionOfEndedSession } from '@tenfour/db/staff';
import { requireSession, type AppEnv } from '../context';
import { signedIn } from '../middleware/session';
import { saidAs } from '../said';

const HEARTBEAT_MS = 15_000;
/** How soon a dropped browser reconnects. */
const RETRY_MS = 2_000;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /api/auth/events: the signed-in member's own session, live, for every signed-in page.
 * Staff suspending the member (or any end of the session) is sent at once, as `suspended`
 * { message } (the sentence /suspended shows) or `signed-out`, and the stream ends: a member
 * idle on a page is not left on it until their next click.
 *
 * The session change is announced on the database's session channel in the suspension's own
 * transaction; the session is then read from the database, not the cache, so the answer is
 * the committed one. A comment line every 15 s keeps proxies from closing the stream and
 * re-checks the session, in case an announcement was missed.
 */
export const sessionEventsRoutes = new Hono<AppEnv>().get('/', signedIn, async (c) => {
  const { user, token } = requireSession(c);
  const { db, notifier, now } = c.get('deps');
  const sessions = c.get('sessions');
  const encoder = new TextEncoder();

  let open = true;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let unsubscribe: () => void = () => undefined;
  const write = (text: string) => {
    if (open) controller.enqueue(encoder.encode(text));
  };
  const stop = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
    try {
      controller.close();
    } catch {
      // already closed by the client
    }
  };
  /** Tells the page why its session ended, then ends the stream. */
  const ended = async () => {
    const suspension = await suspensionOfEndedSession(db, hashToken(token), now());
    write(
      suspension
        ? frame('suspended', saidAs(suspensionMessage(suspension)))
        : frame('signed-out', {}),
    );
    stop();
  };
  const check = async (fresh: boolean) => {
    if (!open) return;
    const found = fresh
      ? await findSessionUser(db, token, now())
      : await sessions.find(token, now());
    if (!open) return;
    if (!found) await ended();
    else write(': ping\n\n');
  };
  const checkQuietly = (fresh: boolean) =>
    void check(fresh).catch((err: unknown) => {
      // A database hiccup is not a sign-out: the next heartbeat asks again.
      console.warn('Session stream check failed:', (err as Error).message);
    });

  const body = new ReadableStream<Uint8Array>({
    start: (ctl) => {
      controller = ctl;
    },
    cancel: () => stop(),
  });
  const heartbeat = setInterval(() => checkQuietly(false), HEARTBEAT_MS);
  try {
    unsubscribe = await notifier.subscribe(
      SESSION_CHANGES_CHANNEL,
      (discordId) => {
        if (discordId === user.discord_id) checkQuietly(true);
      },
      () => checkQuietly(true),
    );
  } catch (err) {
    stop();
    throw err;
  }
  write(`retry: ${RETRY_MS}\n${frame('ready', {})}`);
  c.req.raw.signal.addEventListener('abort', stop);
  if (c.req.raw.signal.aborted) stop();
  // The session may have ended between the request's session check and the subscription.
  checkQuietly(true);
  return c.newResponse(body, 200, SSE_HEADERS);
});

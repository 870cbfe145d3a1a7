import { Hono } from 'hono';
import { requireOwnedCivilian } from '@tenfour/db/civilians';
import {
  payRecordFine,
  getRecord,
  pageCivilianRecords,
  listWarrantsOnCivilian,
  listCivilianExpungements,
  requestExpungement,
} from '@tenfour/db/records';
import { openingBalances } from '@tenfour/db/bank';
import { DomainError, findSessionUser } from '@tenfour/db';
import { MemberSuspendedError } from '@tenfour/db/staff';
import { requireSession, type AppEnv } from '../context';
import { sseFrame } from '../lib/sse';
import { recordEventHub } from './record-events';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import {
  civilianIdParam,
  expungementRequestSchema,
  recordIdParam,
  recordPageQuery,
} from './records.schemas';
import { said } from '../said';

const HEARTBEAT_MS = 15_000;

/**
 * The civilian owner's own Records panel: their records (expunged ones are gone), paying a
 * fine from their bank, and asking staff to expunge a record.
 */
export const civilianRecordsRoutes = new Hono<AppEnv>()
  /**
   * The member's own civilians' records as they change, live (`record` events: which
   * civilian and record, filed or its fine paid; never its contents). After `ready` (on every
   * connect and reconnect) the page reads its records again, so nothing missed is lost.
   */
  .get('/events', signedIn, async (c) => {
    const { user, token } = requireSession(c);
    const { db, notifier, now } = c.get('deps');
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let open = true;
    let seq = 0;
    const write = (text: string) => {
      if (open) controller.enqueue(encoder.encode(text));
    };
    const unsubscribe = await recordEventHub(notifier).subscribe(
      user.discord_id,
      (event) => {
        const { discordId: _owner, ...data } = event;
        write(sseFrame('record', ++seq, data));
      },
      () => stop(),
    );
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
    // The session is re-checked with each heartbeat: a signed-out member stops receiving.
    const heartbeat = setInterval(() => {
      void findSessionUser(db, token, now())
        .catch(() => undefined)
        .then((found) => (found ? write(': ping\n\n') : stop()));
    }, HEARTBEAT_MS);
    const body = new ReadableStream<Uint8Array>({
      start: (ctl) => {
        controller = ctl;
        ctl.enqueue(encoder.encode(`event: ready\nretry: 1000\ndata: {}\n\n`));
      },
      cancel: stop,
    });
    c.req.raw.signal.addEventListener('abort', stop);
    return c.newResponse(body, 200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    });
  })
  .get(
    '/civilian/:civilianId',
    signedIn,
    validate('param', civilianIdParam),
    validate('query', recordPageQuery),
    async (c) => {
      const { user } = requireSession(c);
      const { db, now } = c.get('deps');
      const civilian = await requireOwnedCivilian(
        db,
        user.discord_id,
        c.req.valid('param').civilianId,
      );
      const { limit, cursor } = c.req.valid('query');
      // The records are paged; the warrants and expungement requests beside them are few
      // (at most one request per record) and come whole with every page.
      const [records, warrants, expungementRequests] = await Promise.all([
        pageCivilianRecords(db, civilian.id, undefined, { limit, after: cursor }),
        listWarrantsOnCivilian(db, civilian.id, now()),
        listCivilianExpungements(db, civilian.id),
      ]);
      return c.json({ ...records, warrants, expungementRequests });
    },
  )
  .post('/:recordId/pay-fine', signedIn, validate('param', recordIdParam), async (c) => {
    const { user } = requireSession(c);
    const { db, config, now } = c.get('deps');
    const { recordId } = c.req.valid('param');
    let result;
    try {
      result = await payRecordFine(db, {
        recordId,
        payerDiscordId: user.discord_id,
        now: now(),
        opening: openingBalances(config),
        via: 'site',
        // The DM's Pay Fine button must not keep offering a fine paid here.
        updateDm: true,
      });
    } catch (err) {
      // Another member's record looks missing, as every owner-only object does.
      const othersRecord =
        err instanceof DomainError &&
        err.code === 'forbidden' &&
        !(err instanceof MemberSuspendedError);
      if (othersRecord) {
        throw new DomainError('not_found', 'records.recordNotFound');
      }
      throw err;
    }
    const record = await getRecord(db, recordId);
    const amount = `$${(result.amountCents / 100).toFixed(2)}`;
    return c.json({
      success: true as const,
      status: result.status,
      ...(result.status === 'paid'
        ? said(
            result.paidFrom === 'checking'
              ? 'records.done.finePaidFromChecking'
              : 'records.done.finePaidFromCash',
            { amount, amountCents: result.amountCents },
          )
        : said('records.done.fineAlreadyPaid')),
      ...(result.status === 'paid' ? { paidFrom: result.paidFrom } : {}),
      record,
    });
  })
  .post(
    '/:recordId/expungement',
    signedIn,
    validate('param', recordIdParam),
    validate('json', expungementRequestSchema),
    async (c) => {
      const { user } = requireSession(c);
      const { db, now } = c.get('deps');
      const request = await requestExpungement(db, {
        recordId: c.req.valid('param').recordId,
        ownerDiscordId: user.discord_id,
        reason: c.req.valid('json').reason,
        now: now(),
      });
      return c.json(
        {
          success: true as const,
          ...said('records.done.expungementRequested'),
          request,
        },
        201,
      );
    },
  );

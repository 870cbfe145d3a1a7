import { Hono } from 'hono';
import { requireOwnedCivilian } from '@tenfour/db/civilians/civilians';
import { payRecordFine } from '@tenfour/db/records/fines';
import { openingBalances } from '@tenfour/db/bank/types';
import { getRecord, pageCivilianRecords } from '@tenfour/db/records/reports';
import { listWarrantsOnCivilian } from '@tenfour/db/records/warrants';
import { DomainError } from '@tenfour/db/errors';
import { MemberSuspendedError } from '@tenfour/db/members/suspensions';
import { listCivilianExpungements, requestExpungement } from '@tenfour/db/records/expungements';
import { requireSession, type AppEnv } from '../context';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import {
  civilianIdParam,
  expungementRequestSchema,
  recordIdParam,
  recordPageQuery,
} from './records.schemas';

/**
 * The civilian owner's own Records panel: their records (expunged ones are gone), paying a
 * fine from their bank, and asking staff to expunge a record.
 */
export const civilianRecordsRoutes = new Hono<AppEnv>()
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
        throw new DomainError('not_found', 'Record not found.');
      }
      throw err;
    }
    const record = await getRecord(db, recordId);
    const amount = `$${(result.amountCents / 100).toFixed(2)}`;
    return c.json({
      success: true as const,
      status: result.status,
      message:
        result.status === 'paid'
          ? `Fine of ${amount} paid from your ${result.paidFrom === 'checking' ? 'checking account' : 'cash'}.`
          : 'This fine has already been paid.',
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
          message: 'Expungement requested. Staff will review it.',
          request,
        },
        201,
      );
    },
  );

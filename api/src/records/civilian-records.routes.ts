import { Hono } from 'hono';
import { requireOwnedCivilian } from '@tenfour/db/civilians/civilians';
import { payRecordFine } from '@tenfour/db/records/fines';
import { openingBalances } from '@tenfour/db/bank/types';
import { getRecord, listCivilianRecords } from '@tenfour/db/records/reports';
import { listWarrantsOnCivilian } from '@tenfour/db/records/warrants';
import { DomainError } from '@tenfour/db/errors';
import { requireSession, type AppEnv } from '../context';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import { civilianIdParam, recordIdParam } from './records.schemas';

/** The civilian owner's own Records panel: their records and paying a fine from their bank. */
export const civilianRecordsRoutes = new Hono<AppEnv>()
  .get('/civilian/:civilianId', signedIn, validate('param', civilianIdParam), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.var.deps;
    const civilian = await requireOwnedCivilian(
      db,
      user.discord_id,
      c.req.valid('param').civilianId,
    );
    const [records, warrants] = await Promise.all([
      listCivilianRecords(db, civilian.id),
      listWarrantsOnCivilian(db, civilian.id, now()),
    ]);
    return c.json({ ...records, warrants });
  })
  .post('/:recordId/pay-fine', signedIn, validate('param', recordIdParam), async (c) => {
    const { user } = requireSession(c);
    const { db, config, now } = c.var.deps;
    const { recordId } = c.req.valid('param');
    let result;
    try {
      result = await payRecordFine(db, {
        recordId,
        payerDiscordId: user.discord_id,
        now: now(),
        opening: openingBalances(config),
        // The DM's Pay Fine button must not keep offering a fine paid here.
        updateDm: true,
      });
    } catch (err) {
      // Another member's record looks missing, as every owner-only object does.
      if (err instanceof DomainError && err.code === 'forbidden') {
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
  });

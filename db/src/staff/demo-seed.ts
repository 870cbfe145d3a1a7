import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { requestExpungement } from '../records/expungements';
import { RECORD_LABEL } from '../records/reports';
import { recordAudit } from './audit-log';

const CIVILIAN_OWNER = '100000000000000001';
const OFFICER = { discordId: '100000000000000002', profile: 'D-104 · Jordan Reyes (Xbox)' };

/**
 * Gives the staff console something to show: audit entries for the demo records and warrant
 * (seeded directly, so no operation wrote them), and the demo civilian's request to expunge
 * their warning, waiting for staff. Idempotent: once the log has entries, it is left alone.
 */
export async function seedStaffConsoleDemo(db: Kysely<Database>, now = new Date()) {
  const any = await db.selectFrom('audit_log').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const records = await db
    .selectFrom('records as r')
    .innerJoin('civilians as c', 'c.id', 'r.civilian_id')
    .select([
      'r.id',
      'r.type',
      'r.reason',
      'r.fine_cents',
      'r.created_at',
      'c.first_name',
      'c.last_name',
    ])
    .where('c.discord_id', '=', CIVILIAN_OWNER)
    .orderBy('r.created_at')
    .execute();
  const warrants = await db
    .selectFrom('warrants as w')
    .innerJoin('civilians as c', 'c.id', 'w.civilian_id')
    .select(['w.id', 'w.type', 'w.reason', 'w.created_at', 'c.first_name', 'c.last_name'])
    .where('c.discord_id', '=', CIVILIAN_OWNER)
    .execute();
  if (!records.length) return;

  await db.transaction().execute(async (trx) => {
    for (const r of records) {
      await recordAudit(trx, {
        at: r.created_at,
        actor: OFFICER,
        action: 'record.create',
        target: {
          type: 'record',
          id: r.id,
          label: `${RECORD_LABEL[r.type]} · ${r.first_name} ${r.last_name}`,
        },
        after: { type: r.type, offenses: r.reason.split(', '), fine: r.fine_cents / 100 },
      });
    }
    for (const w of warrants) {
      await recordAudit(trx, {
        at: w.created_at,
        actor: OFFICER,
        action: 'warrant.create',
        target: {
          type: 'warrant',
          id: w.id,
          label: `${w.type} warrant · ${w.first_name} ${w.last_name}`,
        },
        after: { type: w.type, reason: w.reason },
      });
    }
  });
  const warning = records.find((r) => r.type === 'warning');
  if (warning) {
    await requestExpungement(db, {
      recordId: warning.id,
      ownerDiscordId: CIVILIAN_OWNER,
      reason: 'The headlight was fixed on the spot and I have had a clean record since.',
      now,
    });
  }
}

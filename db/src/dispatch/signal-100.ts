import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../schema';
import type { Signal100Table } from '../schema/signal-100';
import type { StatusMeaning } from '../schema/values';
import { DomainError } from '../infra/errors';
import { communityLanguage } from '../auth/member-language';
import { discordText } from '../discord/text';
import { enqueue } from '../outbox/enqueue';
import { recordAudit } from '../staff/audit-log';
import { callActor } from './calls';
import type { CallActor } from './dispatcher';
import { lockDepartment, recordEvent } from './events';

type Db = Kysely<Database> | Transaction<Database>;

/** A reason fits a Discord embed line and the banner of a phone. */
export const SIGNAL_100_REASON_MAX = 200;

/**
 * The statuses a unit may still choose while Signal 100 holds (docs/signal-100.md): those that
 * are themselves priority traffic — responding (en route), on scene, and panic. Available,
 * busy and off duty wait until it is lifted, so no unit clears, books off or goes back into
 * service over the emergency.
 */
export const SIGNAL_100_ALLOWED_MEANINGS: readonly StatusMeaning[] = [
  'enroute',
  'onscene',
  'panic',
];

/** A Signal 100 as the API and the event stream carry it. */
export interface Signal100View {
  _id: string;
  department: string;
  reason: string;
  setBy: string;
  setAt: string;
  liftedBy: string | null;
  liftedAt: string | null;
}

function toView(row: Selectable<Signal100Table>): Signal100View {
  return {
    _id: row.id,
    department: row.department,
    reason: row.reason,
    setBy: row.set_by,
    setAt: row.set_at.toISOString(),
    liftedBy: row.lifted_by,
    liftedAt: row.lifted_at?.toISOString() ?? null,
  };
}

function holdingQuery(db: Db, department: string) {
  return db
    .selectFrom('signal_100')
    .selectAll()
    .where('department', '=', department)
    .where('lifted_at', 'is', null);
}

/** The Signal 100 holding for the department, or null. */
export async function currentSignal100(db: Db, department: string): Promise<Signal100View | null> {
  const row = await holdingQuery(db, department).executeTakeFirst();
  return row ? toView(row) : null;
}

/**
 * Refuses a unit's change to a status outside the allowed meanings while its department holds
 * Signal 100. Runs inside the change's transaction after lockDepartment: setting and lifting
 * take the same lock, so a change never slips past a Signal 100 being set.
 */
export async function assertStatusAllowedBySignal100(
  trx: Transaction<Database>,
  department: string,
  status: { code: string; meaning: StatusMeaning } | undefined,
  allowedCodes: () => string[],
): Promise<void> {
  if (!status || SIGNAL_100_ALLOWED_MEANINGS.includes(status.meaning)) return;
  const holding = await holdingQuery(trx, department).select('id').executeTakeFirst();
  if (!holding) return;
  const codes = allowedCodes();
  if (!codes.length) {
    throw new DomainError('conflict', 'signal100.statusHeld', {
      field: 'status',
      params: { department },
    });
  }
  throw new DomainError('conflict', 'signal100.statusBlocked', {
    field: 'status',
    params: { department, codes: codes.join(', ') },
  });
}

async function departmentName(trx: Transaction<Database>, department: string) {
  const row = await trx
    .selectFrom('departments')
    .select(['name', 'colour'])
    .where('id', '=', department)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'departments.notFound');
  return row;
}

/**
 * Sets Signal 100 for a department (a dispatcher or the department's supervisor: the caller
 * checked which), in one transaction with its event, its audit entry and its post to the
 * department's Discord dispatch channel. A second while one holds is a 409.
 */
export async function setSignal100(
  db: Kysely<Database>,
  actor: CallActor,
  department: string,
  reason: string,
  now: Date,
): Promise<Signal100View> {
  return db.transaction().execute(async (trx) => {
    await lockDepartment(trx, department);
    const dept = await departmentName(trx, department);
    if (await holdingQuery(trx, department).select('id').executeTakeFirst()) {
      throw new DomainError('conflict', 'signal100.alreadyHolds', { params: { department } });
    }
    const by = callActor(actor);
    const row = await trx
      .insertInto('signal_100')
      .values({
        department,
        reason,
        set_by_discord_id: by.discordId,
        set_by: by.profile ?? by.discordId,
        set_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const signal = toView(row);
    await recordAudit(trx, {
      at: now,
      actor: by,
      action: 'signal100.set',
      target: { type: 'signal_100', id: signal._id, label: `Signal 100 · ${department}` },
      after: { reason },
    });
    const language = await communityLanguage(trx);
    await enqueue(trx, 'webhook', {
      platform: department,
      channel: 'dispatch',
      message: {
        embeds: [
          {
            title: discordText(language, 'signal100.setTitle', { department: dept.name }),
            description: discordText(language, 'signal100.setBody', { reason }),
            color: 0xd92d20,
            footer: { text: discordText(language, 'signal100.setBy', { by: signal.setBy }) },
            timestamp: signal.setAt,
          },
        ],
      },
    });
    await recordEvent(trx, department, 'signal100.set', signal, now);
    return signal;
  });
}

/** Lifts the department's Signal 100, announced, audited and posted like its setting. */
export async function liftSignal100(
  db: Kysely<Database>,
  actor: CallActor,
  department: string,
  now: Date,
): Promise<Signal100View> {
  return db.transaction().execute(async (trx) => {
    await lockDepartment(trx, department);
    const dept = await departmentName(trx, department);
    const by = callActor(actor);
    const row = await trx
      .updateTable('signal_100')
      .set({
        lifted_at: now,
        lifted_by: by.profile ?? by.discordId,
        lifted_by_discord_id: by.discordId,
      })
      .where('department', '=', department)
      .where('lifted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new DomainError('conflict', 'signal100.notHolding', { params: { department } });
    const signal = toView(row);
    await recordAudit(trx, {
      at: now,
      actor: by,
      action: 'signal100.lift',
      target: { type: 'signal_100', id: signal._id, label: `Signal 100 · ${department}` },
      before: { reason: signal.reason, setBy: signal.setBy, setAt: signal.setAt },
    });
    const language = await communityLanguage(trx);
    await enqueue(trx, 'webhook', {
      platform: department,
      channel: 'dispatch',
      message: {
        embeds: [
          {
            title: discordText(language, 'signal100.liftedTitle', { department: dept.name }),
            description: discordText(language, 'signal100.liftedBody'),
            color: 0x12b76a,
            footer: { text: discordText(language, 'signal100.liftedBy', { by: signal.liftedBy! }) },
            timestamp: signal.liftedAt!,
          },
        ],
      },
    });
    await recordEvent(trx, department, 'signal100.lifted', signal, now);
    return signal;
  });
}

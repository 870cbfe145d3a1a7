import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { ChargedOffense, PenalCodesTable } from '../schema/records';
import { DomainError } from '../infra/errors';
import { englishMessage } from '../messages';
import { lowerLikePostgres } from '../infra/text';
import { isUniqueViolation } from '../civilians/unique';
import { recordAudit, type AuditActor } from '../staff/audit-log';
import type { AuditAction } from '../staff/constants';

export type PenalCodeRow = Selectable<PenalCodesTable>;

/** A penal code: title, fine (dollars), jailTime (minutes). */
export interface PenalCodeJson {
  _id: string;
  title: string;
  category: string;
  fine: number;
  jailTime: number;
  retired: boolean;
}

export interface PenalCodeFields {
  title: string;
  category: string;
  fineCents: number;
  jailMinutes: number;
}

export const DUPLICATE_PENAL_CODE = englishMessage('records.offenseDuplicate');

export function toPenalCodeJson(row: PenalCodeRow): PenalCodeJson {
  return {
    _id: row.id,
    title: row.title,
    category: row.category,
    fine: row.fine_cents / 100,
    jailTime: row.jail_minutes,
    retired: row.retired_at !== null,
  };
}

export async function listPenalCodes(
  db: Kysely<Database>,
  options: { includeRetired?: boolean } = {},
): Promise<PenalCodeJson[]> {
  let query = db.selectFrom('penal_codes').selectAll();
  if (!options.includeRetired) query = query.where('retired_at', 'is', null);
  const rows = await query
    .orderBy('category')
    .orderBy(sql`lower(title)`)
    .execute();
  return rows.map(toPenalCodeJson);
}

async function requirePenalCode(db: Kysely<Database>, id: string): Promise<PenalCodeRow> {
  const row = await db
    .selectFrom('penal_codes')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'records.offenseNotFound');
  return row;
}

async function uniqueTitle<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err))
      throw new DomainError('conflict', 'records.offenseDuplicate', { field: 'title' });
    throw err;
  }
}

/** What the audit log keeps of an entry, before and after a change. */
const auditFields = (row: PenalCodeRow) => ({
  title: row.title,
  category: row.category,
  fine: row.fine_cents / 100,
  jailTime: row.jail_minutes,
  retired: row.retired_at !== null,
});

/**
 * Runs a change to the penal code and writes its audit entry in one transaction. A duplicate
 * title fails the insert or update, and PostgreSQL then refuses everything else in the
 * transaction, so the whole change is retried as a conflict.
 */
async function changePenalCode(
  db: Kysely<Database>,
  actor: AuditActor,
  action: AuditAction,
  now: Date,
  change: (trx: Transaction<Database>) => Promise<{ before?: PenalCodeRow; after: PenalCodeRow }>,
): Promise<PenalCodeJson> {
  return uniqueTitle(() =>
    db.transaction().execute(async (trx) => {
      const { before, after } = await change(trx);
      await recordAudit(trx, {
        at: now,
        actor,
        action,
        target: { type: 'penal_code', id: after.id, label: after.title },
        before: before ? auditFields(before) : null,
        after: auditFields(after),
      });
      return toPenalCodeJson(after);
    }),
  );
}

export async function createPenalCode(
  db: Kysely<Database>,
  actor: AuditActor,
  fields: PenalCodeFields,
  now: Date,
): Promise<PenalCodeJson> {
  return changePenalCode(db, actor, 'penal_code.create', now, async (trx) => ({
    after: await trx
      .insertInto('penal_codes')
      .values({
        title: fields.title,
        category: fields.category,
        fine_cents: fields.fineCents,
        jail_minutes: fields.jailMinutes,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  }));
}

export async function updatePenalCode(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  fields: Partial<PenalCodeFields>,
  now: Date,
): Promise<PenalCodeJson> {
  return changePenalCode(db, actor, 'penal_code.update', now, async (trx) => ({
    before: await requirePenalCode(trx, id),
    after: await trx
      .updateTable('penal_codes')
      .set({
        ...(fields.title !== undefined ? { title: fields.title } : {}),
        ...(fields.category !== undefined ? { category: fields.category } : {}),
        ...(fields.fineCents !== undefined ? { fine_cents: fields.fineCents } : {}),
        ...(fields.jailMinutes !== undefined ? { jail_minutes: fields.jailMinutes } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  }));
}

/** Retired entries are no longer offered or matched; records that cite them keep their copy. */
export async function setPenalCodeRetired(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  retired: boolean,
  now: Date,
): Promise<PenalCodeJson> {
  return changePenalCode(
    db,
    actor,
    retired ? 'penal_code.retire' : 'penal_code.restore',
    now,
    async (trx) => ({
      before: await requirePenalCode(trx, id),
      after: await trx
        .updateTable('penal_codes')
        .set({ retired_at: retired ? now : null, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    }),
  );
}

/** An offense as an officer lists it: a penal code entry (by id or exact title) or custom text. */
export type OffenseInput =
  | { id: string }
  | { title: string; fineCents?: number | undefined; jailMinutes?: number | undefined };

export interface OffenseLimits {
  customOffenseMaxFineCents: number;
  customOffenseMaxJailMinutes: number;
}

/**
 * Prices each offense on the server. Penal code entries (by id, or by exact title compared
 * case-insensitively) carry their own fine and jail time whatever the client
 * sent; any other title is a custom offense: 0/0 unless the officer set an amount within the
 * configured bounds.
 */
export async function priceOffenses(
  db: Kysely<Database>,
  offenses: OffenseInput[],
  limits: OffenseLimits,
): Promise<ChargedOffense[]> {
  const ids = offenses.flatMap((o) => ('id' in o ? [o.id] : []));
  const titles = offenses.flatMap((o) => ('title' in o ? [lowerLikePostgres(o.title)] : []));
  const rows =
    ids.length || titles.length
      ? await db
          .selectFrom('penal_codes')
          .selectAll()
          .where((eb) =>
            eb.or([
              ...(ids.length ? [eb('id', 'in', ids)] : []),
              ...(titles.length
                ? [eb.and([eb(sql`lower(title)`, 'in', titles), eb('retired_at', 'is', null)])]
                : []),
            ]),
          )
          .execute()
      : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byTitle = new Map(
    rows.filter((r) => r.retired_at === null).map((r) => [lowerLikePostgres(r.title), r]),
  );
  return offenses.map((offense, i): ChargedOffense => {
    const field = `offenses.${i}`;
    const code =
      'id' in offense ? byId.get(offense.id) : byTitle.get(lowerLikePostgres(offense.title));
    if ('id' in offense) {
      if (!code) {
        throw new DomainError('invalid', 'records.offenseUnknown', {
          field: `${field}.id`,
        });
      }
      if (code.retired_at) {
        throw new DomainError('invalid', 'records.offenseRetired', {
          params: { title: code.title },
          field: `${field}.id`,
        });
      }
    }
    if (code) {
      return {
        title: code.title,
        fineCents: code.fine_cents,
        jailMinutes: code.jail_minutes,
        penalCodeId: code.id,
      };
    }
    const custom = offense as Extract<OffenseInput, { title: string }>;
    const fineCents = custom.fineCents ?? 0;
    const jailMinutes = custom.jailMinutes ?? 0;
    if (fineCents > limits.customOffenseMaxFineCents) {
      throw new DomainError('invalid', 'records.customFineTooHigh', {
        params: { max: (limits.customOffenseMaxFineCents / 100).toFixed(2) },
        field: `${field}.fine`,
      });
    }
    if (jailMinutes > limits.customOffenseMaxJailMinutes) {
      throw new DomainError('invalid', 'records.customJailTooLong', {
        params: { max: limits.customOffenseMaxJailMinutes },
        field: `${field}.jailTime`,
      });
    }
    return { title: custom.title, fineCents, jailMinutes, penalCodeId: null };
  });
}

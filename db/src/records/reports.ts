import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { FineStatus, RecordsTable, RecordType } from '../schema/records';
import type { Officer } from '../dispatch/active-officer';
import { DomainError } from '../infra/errors';
import { readCreationPage, PAGE_SIZE, type KeysetPage } from '../infra/keyset-paging';
import { enqueue } from '../outbox/enqueue';
import { officerActor, recordAudit } from '../staff/audit-log';
import { communityLanguage, memberLanguage } from '../auth/member-language';
import { recordDm, recordReport } from './embeds';
import { publishRecordEvent } from './record-events';
import { queueRecordCreated } from '../webhooks/hooks';
import { bookArrest } from '../jail/bookings';
import { priceOffenses, type OffenseInput, type OffenseLimits } from './penal-codes';

type RecordRow = Selectable<RecordsTable>;

/** An arrest, citation or warning as the API returns it (dollars and minutes). */
export interface RecordJson {
  _id: string;
  recordId: string;
  civilianId: string;
  civilianName: string;
  type: RecordType;
  reason: string;
  offenses: { title: string; fine: number; jailTime: number; penalCodeId: string | null }[];
  fineAmount: number;
  jailTime: number;
  notes: string | null;
  platform: Department;
  officer: string;
  officerName: string;
  officerCallsign: string;
  officerRank: string;
  fineStatus: FineStatus;
  paidAt: string | null;
  createdAt: string;
}

export const RECORD_LABEL: Record<RecordType, string> = {
  arrest: 'Arrest',
  citation: 'Citation',
  warning: 'Warning',
};

export interface RecordsByType {
  citations: RecordJson[];
  warnings: RecordJson[];
  arrests: RecordJson[];
}

export function toRecordJson(row: RecordRow, civilianName: string): RecordJson {
  return {
    _id: row.id,
    recordId: row.id,
    civilianId: row.civilian_id,
    civilianName,
    type: row.type,
    reason: row.reason,
    offenses: row.offenses.map((o) => ({
      title: o.title,
      fine: o.fineCents / 100,
      jailTime: o.jailMinutes,
      penalCodeId: o.penalCodeId,
    })),
    fineAmount: row.fine_cents / 100,
    jailTime: row.jail_minutes,
    notes: row.notes,
    platform: row.department,
    officer: row.officer_username,
    officerName: row.officer_name,
    officerCallsign: row.officer_callsign,
    officerRank: row.officer_rank,
    fineStatus: row.fine_status,
    paidAt: row.paid_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

export interface CreateRecordInput {
  civilianId: string;
  type: RecordType;
  offenses: OffenseInput[];
  notes: string | null;
}

export interface IssuingOfficer {
  officer: Officer;
  /** The member's Discord username (the report's `officer` field). */
  username: string;
  /** The tool that filed it for the officer (an API key's name), named in the audit entry. */
  via?: string;
}

/**
 * Stores an arrest, citation or warning with its fine and jail time priced on the server.
 * In the same transaction, an arrest or citation is queued for the department's report
 * webhook, and, when it carries a fine, the owner's DM with the Pay Fine button: both are
 * delivered if and only if the record commits. A warning queues nothing and carries no fine.
 * The civilian's owner is told at once on the site (record-events.ts), whatever the type.
 */
export async function createRecord(
  db: Kysely<Database>,
  issuer: IssuingOfficer,
  input: CreateRecordInput,
  limits: OffenseLimits,
  now: Date,
): Promise<RecordJson> {
  if (input.offenses.length === 0) {
    throw new DomainError('invalid', 'records.offenseRequired', { field: 'offenses' });
  }
  return db.transaction().execute(async (trx) => {
    const civilian = await trx
      .selectFrom('civilians')
      .select(['id', 'discord_id', 'first_name', 'last_name'])
      .where('id', '=', input.civilianId)
      .executeTakeFirst();
    if (!civilian) throw new DomainError('not_found', 'civilians.notFound');
    const offenses = await priceOffenses(trx, input.offenses, limits);
    const penalised = input.type !== 'warning';
    const fineCents = penalised ? offenses.reduce((sum, o) => sum + o.fineCents, 0) : 0;
    const jailMinutes = penalised ? offenses.reduce((sum, o) => sum + o.jailMinutes, 0) : 0;
    const { officer } = issuer;
    const officerName = `${officer.first_name} ${officer.last_name}`;
    const row = await trx
      .insertInto('records')
      .values({
        civilian_id: civilian.id,
        department: officer.department,
        type: input.type,
        reason: offenses.map((o) => o.title).join(', '),
        offenses: JSON.stringify(offenses),
        fine_cents: fineCents,
        jail_minutes: jailMinutes,
        notes: input.notes,
        officer_id: officer.id,
        officer_name: officerName,
        officer_callsign: officer.callsign,
        officer_rank: officer.rank,
        officer_username: issuer.username,
        fine_status: fineCents > 0 ? 'unpaid' : 'none',
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const civilianName = `${civilian.first_name} ${civilian.last_name}`;
    if (row.type === 'arrest') {
      await bookArrest(trx, {
        recordId: row.id,
        civilianId: civilian.id,
        civilianName,
        officer,
        charges: offenses.map((o) => o.title),
        jailMinutes,
        now,
      });
    }
    const actor = officerActor(officer);
    await recordAudit(trx, {
      at: now,
      actor: issuer.via ? { ...actor, profile: `${actor.profile} via ${issuer.via}` } : actor,
      action: 'record.create',
      target: { type: 'record', id: row.id, label: `${RECORD_LABEL[row.type]} · ${civilianName}` },
      after: {
        type: row.type,
        civilianId: civilian.id,
        offenses: offenses.map((o) => o.title),
        fine: fineCents / 100,
        jailTime: jailMinutes,
        notes: row.notes,
      },
    });

    if (penalised) {
      const embed = {
        recordId: row.id,
        type: input.type,
        offenses: offenses.map((o) => o.title),
        fineCents,
        jailMinutes,
        notes: input.notes,
        officerName,
        officerCallsign: officer.callsign,
        civilianName,
        createdAt: now,
      };
      await enqueue(
        trx,
        'webhook',
        {
          platform: officer.department,
          message: recordReport(embed, await communityLanguage(trx)),
        },
        { dedupeKey: `webhook:${row.id}` },
      );
      if (fineCents > 0) {
        // Deduplicated by record (`dm:<recordId>`, see OUTBOX_KINDS).
        await enqueue(trx, 'dm', {
          discordId: civilian.discord_id,
          message: recordDm(embed, await memberLanguage(trx, civilian.discord_id)),
          recordId: row.id,
        });
      }
    }
    await publishRecordEvent(trx, {
      type: 'record.created',
      discordId: civilian.discord_id,
      civilianId: civilian.id,
      recordId: row.id,
      recordType: row.type,
      fineStatus: row.fine_status,
    });
    const record = toRecordJson(row, civilianName);
    await queueRecordCreated(trx, record, now);
    return record;
  });
}

function groupByType(records: RecordJson[]): RecordsByType {
  return {
    citations: records.filter((r) => r.type === 'citation'),
    warnings: records.filter((r) => r.type === 'warning'),
    arrests: records.filter((r) => r.type === 'arrest'),
  };
}

/** How many records of each type a civilian has (not expunged), whatever page is shown. */
export type RecordCounts = Record<keyof RecordsByType, number>;

/**
 * A civilian's records, newest first, a page at a time (keyset-paging.ts): only the department's
 * for an officer, every department's for the civilian's owner. Expunged records are never
 * listed (the officers' owner profile and the owner's Records panel both read this).
 */
export async function pageCivilianRecords(
  db: Kysely<Database>,
  civilianId: string,
  department: Department | undefined,
  page: KeysetPage,
): Promise<RecordsByType & { counts: RecordCounts; nextCursor: string | null }> {
  let query = db
    .selectFrom('records as r')
    .innerJoin('civilians as c', 'c.id', 'r.civilian_id')
    .selectAll('r')
    .select(['c.first_name', 'c.last_name'])
    .where('r.civilian_id', '=', civilianId)
    .where('r.expunged_at', 'is', null);
  if (department) query = query.where('r.department', '=', department);
  let counting = db
    .selectFrom('records')
    .select(['type', (eb) => eb.fn.countAll<string>().as('count')])
    .where('civilian_id', '=', civilianId)
    .where('expunged_at', 'is', null)
    .groupBy('type');
  if (department) counting = counting.where('department', '=', department);
  const [{ rows, nextCursor }, byType] = await Promise.all([
    readCreationPage(query, page, { table: 'r' }),
    counting.execute(),
  ]);
  const count = (type: RecordType) => Number(byType.find((t) => t.type === type)?.count ?? 0);
  return {
    ...groupByType(rows.map((r) => toRecordJson(r, `${r.first_name} ${r.last_name}`))),
    counts: { citations: count('citation'), warnings: count('warning'), arrests: count('arrest') },
    nextCursor,
  };
}

/** The newest page of a civilian's records, by type (the officers' owner profile). */
export async function listCivilianRecords(
  db: Kysely<Database>,
  civilianId: string,
  department?: Department,
): Promise<RecordsByType> {
  const { citations, warnings, arrests } = await pageCivilianRecords(db, civilianId, department, {
    limit: PAGE_SIZE.max,
  });
  return { citations, warnings, arrests };
}

export async function getRecord(
  db: Kysely<Database>,
  recordId: string,
  /** As an officer reads it on the owner profile: the department's and not expunged only. */
  scope?: { department: Department },
): Promise<RecordJson> {
  let query = db
    .selectFrom('records as r')
    .innerJoin('civilians as c', 'c.id', 'r.civilian_id')
    .selectAll('r')
    .select(['c.first_name', 'c.last_name'])
    .where('r.id', '=', recordId);
  if (scope) {
    query = query.where('r.department', '=', scope.department).where('r.expunged_at', 'is', null);
  }
  const row = await query.executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'records.recordNotFound');
  return toRecordJson(row, `${row.first_name} ${row.last_name}`);
}

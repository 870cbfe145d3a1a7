import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { RecordType } from '../schema/records';
import type { CourtCaseStatus, CourtEntryKind, RulingOutcome } from '../schema/court';
import { DomainError } from '../infra/errors';
import { recordAudit } from '../staff/audit-log';
import { assertNotSuspended } from '../staff/suspensions';
import { RECORD_LABEL } from '../records/reports';
import { publishRecordEvent } from '../records/record-events';
import { chargesOf, type Charge } from './charges';

export const STATEMENT_MAX = 2000;

/** The moment the contest window of a record filed at `filedAt` closes. */
export function contestDeadline(filedAt: Date, windowDays: number): Date {
  return new Date(filedAt.getTime() + windowDays * 86_400_000);
}

export interface CourtCaseSummary {
  _id: string;
  recordId: string;
  civilianId: string;
  civilianName: string;
  recordType: RecordType;
  reason: string;
  status: CourtCaseStatus;
  /** The fine, in dollars, as it was when contested and as it is now. */
  originalFine: number;
  fine: number;
  fineStatus: 'none' | 'unpaid' | 'paid';
  officerName: string;
  officerCallsign: string;
  platform: string;
  nextHearingAt: string | null;
  createdAt: string;
  closedAt: string | null;
}

export interface CourtRulingJson {
  chargeIndex: number;
  chargeTitle: string;
  outcome: RulingOutcome;
  originalFine: number;
  originalJailTime: number;
  fine: number;
  jailTime: number;
  refunded: number;
  reason: string;
  createdAt: string;
}

export interface CourtEntryJson {
  _id: string;
  kind: CourtEntryKind;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface CourtCaseJson extends CourtCaseSummary {
  statement: string;
  notes: string | null;
  charges: (Omit<Charge, 'fineCents' | 'jailMinutes'> & {
    fine: number;
    jailTime: number;
    ruling: CourtRulingJson | null;
  })[];
  hearings: { _id: string; startsAt: string; cancelled: boolean }[];
  entries: CourtEntryJson[];
}

const caseRows = (db: Kysely<Database>) =>
  db
    .selectFrom('court_cases as k')
    .innerJoin('records as r', 'r.id', 'k.record_id')
    .innerJoin('civilians as c', 'c.id', 'k.civilian_id')
    .select([
      'k.id',
      'k.record_id',
      'k.civilian_id',
      'k.status',
      'k.statement',
      'k.original_fine_cents',
      'k.created_at',
      'k.closed_at',
      'c.first_name',
      'c.last_name',
      'r.type',
      'r.reason',
      'r.notes',
      'r.offenses',
      'r.fine_cents',
      'r.jail_minutes',
      'r.fine_status',
      'r.officer_name',
      'r.officer_callsign',
      'r.department',
    ])
    .select((eb) =>
      eb
        .selectFrom('court_hearings as h')
        .select(sql<Date>`min(h.starts_at)`.as('at'))
        .whereRef('h.case_id', '=', 'k.id')
        .where('h.cancelled_at', 'is', null)
        .as('next_hearing_at'),
    );

type CaseRow = Awaited<ReturnType<ReturnType<typeof caseRows>['executeTakeFirstOrThrow']>>;

function toSummary(row: CaseRow): CourtCaseSummary {
  const next = row.next_hearing_at as Date | string | null;
  return {
    _id: row.id,
    recordId: row.record_id,
    civilianId: row.civilian_id,
    civilianName: `${row.first_name} ${row.last_name}`,
    recordType: row.type,
    reason: row.reason,
    status: row.status,
    originalFine: row.original_fine_cents / 100,
    fine: row.fine_cents / 100,
    fineStatus: row.fine_status,
    officerName: row.officer_name,
    officerCallsign: row.officer_callsign,
    platform: row.department,
    nextHearingAt: next ? new Date(next).toISOString() : null,
    createdAt: row.created_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
  };
}

export interface DocketQuery {
  status?: CourtCaseStatus | 'all' | undefined;
  /** Part of the civilian's name or the record's reason. */
  q?: string | undefined;
  /** Only cases with a hearing scheduled (true) or without one (false). */
  scheduled?: boolean | undefined;
}

/** The judges' docket: cases oldest first (the longest waiting at the top), filtered. */
export async function listDocket(
  db: Kysely<Database>,
  query: DocketQuery,
): Promise<CourtCaseSummary[]> {
  let select = caseRows(db).orderBy('k.created_at').orderBy('k.id').limit(200);
  const status = query.status ?? 'open';
  if (status !== 'all') select = select.where('k.status', '=', status);
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    select = select.where((eb) =>
      eb.or([
        eb(sql<string>`c.first_name || ' ' || c.last_name`, 'ilike', like),
        eb('r.reason', 'ilike', like),
      ]),
    );
  }
  if (query.scheduled !== undefined) {
    const exists = sql<boolean>`EXISTS (SELECT 1 FROM court_hearings h WHERE h.case_id = k.id AND h.cancelled_at IS NULL)`;
    select = select.where(query.scheduled ? exists : sql<boolean>`NOT ${exists}`);
  }
  return (await select.execute()).map(toSummary);
}

/** A civilian's cases for its owner (the civilian's Court tab), newest first. */
export async function listCivilianCases(
  db: Kysely<Database>,
  civilianId: string,
): Promise<CourtCaseJson[]> {
  const rows = await caseRows(db)
    .where('k.civilian_id', '=', civilianId)
    .orderBy('k.created_at', 'desc')
    .limit(100)
    .execute();
  return Promise.all(rows.map((row) => withDetails(db, row)));
}

/** One case, whole: the record, its charges and rulings, hearings and the timeline. */
export async function getCourtCase(db: Kysely<Database>, caseId: string): Promise<CourtCaseJson> {
  const row = await caseRows(db).where('k.id', '=', caseId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'court.caseNotFound');
  return withDetails(db, row);
}

async function withDetails(db: Kysely<Database>, row: CaseRow): Promise<CourtCaseJson> {
  const [rulings, hearings, entries] = await Promise.all([
    db.selectFrom('court_rulings').selectAll().where('case_id', '=', row.id).execute(),
    db
      .selectFrom('court_hearings')
      .select(['id', 'starts_at', 'cancelled_at'])
      .where('case_id', '=', row.id)
      .orderBy('starts_at')
      .execute(),
    db
      .selectFrom('court_entries')
      .selectAll()
      .where('case_id', '=', row.id)
      .orderBy('id')
      .execute(),
  ]);
  const byCharge = new Map(rulings.map((r) => [r.charge_index, r]));
  return {
    ...toSummary(row),
    statement: row.statement,
    notes: row.notes,
    charges: chargesOf(row).map((charge) => {
      const r = byCharge.get(charge.index);
      return {
        index: charge.index,
        title: charge.title,
        fine: charge.fineCents / 100,
        jailTime: charge.jailMinutes,
        ruling: r
          ? {
              chargeIndex: r.charge_index,
              chargeTitle: r.charge_title,
              outcome: r.outcome,
              originalFine: r.original_fine_cents / 100,
              originalJailTime: r.original_jail_minutes,
              fine: r.fine_cents / 100,
              jailTime: r.jail_minutes,
              refunded: r.refunded_cents / 100,
              reason: r.reason,
              createdAt: r.created_at.toISOString(),
            }
          : null,
      };
    }),
    hearings: hearings.map((h) => ({
      _id: h.id,
      startsAt: h.starts_at.toISOString(),
      cancelled: h.cancelled_at !== null,
    })),
    entries: entries.map((e) => ({
      _id: String(e.id),
      kind: e.kind,
      authorName: e.author_name,
      body: e.body,
      createdAt: e.created_at.toISOString(),
    })),
  };
}

/** Whether a record's fine is contested and not yet ruled on (its case is open). */
export async function isFineContested(db: Kysely<Database>, recordId: string): Promise<boolean> {
  const row = await db
    .selectFrom('court_cases')
    .select('id')
    .where('record_id', '=', recordId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Boolean(row);
}

export type ContestResult =
  | { status: 'contested'; caseId: string; deadline: string }
  | { status: 'already_contested'; caseId: string };

/**
 * The rules a contest must pass, in the order a member is told of them: the record exists,
 * the member owns its civilian and is not suspended, it is not expunged; a record already
 * contested answers with its case; it has a fine; the window is open (else 409 naming the
 * deadline). `lock` takes the record's row lock, as Pay Fine does.
 */
async function contestable(
  trx: Kysely<Database>,
  input: { recordId: string; discordId: string; now: Date },
  lock: boolean,
) {
  let query = trx
    .selectFrom('records')
    .select(['id', 'civilian_id', 'type', 'fine_cents', 'fine_status', 'expunged_at', 'created_at'])
    .where('id', '=', input.recordId);
  if (lock) query = query.forUpdate();
  const record = await query.executeTakeFirst();
  if (!record) throw new DomainError('not_found', 'records.recordNotFound');
  const owner = await trx
    .selectFrom('civilians')
    .select(['discord_id', 'first_name', 'last_name'])
    .where('id', '=', record.civilian_id)
    .executeTakeFirstOrThrow();
  if (owner.discord_id !== input.discordId) {
    throw new DomainError('forbidden', 'court.contestOwnerOnly');
  }
  await assertNotSuspended(trx, input.discordId, input.now);
  if (record.expunged_at) throw new DomainError('conflict', 'court.contestExpunged');
  const existing = await trx
    .selectFrom('court_cases')
    .select('id')
    .where('record_id', '=', record.id)
    .executeTakeFirst();
  if (existing) return { already: existing.id, record, owner, deadline: null } as const;
  if (record.type === 'warning' || record.fine_cents <= 0 || record.fine_status === 'none') {
    throw new DomainError('conflict', 'court.nothingToContest');
  }
  const { contest_window_days: days } = await trx
    .selectFrom('community_settings')
    .select('contest_window_days')
    .executeTakeFirstOrThrow();
  const deadline = contestDeadline(record.created_at, days);
  if (input.now.getTime() > deadline.getTime()) {
    throw new DomainError('conflict', 'court.contestWindowClosed', {
      params: { deadline: deadline.toISOString() },
    });
  }
  return { already: null, record, owner, deadline } as const;
}

/**
 * Whether the member may contest the record now, without contesting it: the Contest button
 * asks before it opens the statement form, so a refusal comes before any typing. Throws the
 * refusal contestFine would.
 */
export async function checkContest(
  db: Kysely<Database>,
  input: { recordId: string; discordId: string; now: Date },
): Promise<{ status: 'open'; deadline: string } | { status: 'already_contested'; caseId: string }> {
  const checked = await contestable(db, input, false);
  if (checked.already !== null) return { status: 'already_contested', caseId: checked.already };
  return { status: 'open', deadline: checked.deadline.toISOString() };
}

/**
 * The civilian's owner contests a record's fine (the Records panel, or Contest on the DM),
 * with a statement, before the window closes. It locks the record row as Pay Fine does, so a
 * contest and a payment pressed together run one after the other: a fine contested first
 * cannot then be paid, and a fine paid first is contested as paid (a ruling refunds it).
 * Contesting again answers with the case already open.
 */
export async function contestFine(
  db: Kysely<Database>,
  input: {
    recordId: string;
    discordId: string;
    statement: string;
    now: Date;
    via: 'site' | 'discord';
  },
): Promise<ContestResult> {
  return db.transaction().execute(async (trx) => {
    const checked = await contestable(trx, input, true);
    if (checked.already !== null) return { status: 'already_contested', caseId: checked.already };
    const { record, owner, deadline } = checked;
    const civilianName = `${owner.first_name} ${owner.last_name}`;
    const { id: caseId } = await trx
      .insertInto('court_cases')
      .values({
        record_id: record.id,
        civilian_id: record.civilian_id,
        contested_by: input.discordId,
        statement: input.statement,
        original_fine_cents: record.fine_cents,
        created_at: input.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addTimeline(trx, caseId, {
      kind: 'contest',
      authorDiscordId: input.discordId,
      authorName: civilianName,
      body: input.statement,
      at: input.now,
    });
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.discordId, profile: `Civilian ${civilianName}` },
      action: 'court.contest',
      target: {
        type: 'court_case',
        id: caseId,
        label: `${RECORD_LABEL[record.type]} · ${civilianName}`,
      },
      after: {
        recordId: record.id,
        fine: record.fine_cents / 100,
        fineStatus: record.fine_status,
        via: input.via,
      },
    });
    await publishRecordEvent(trx, {
      type: 'record.updated',
      discordId: input.discordId,
      civilianId: record.civilian_id,
      recordId: record.id,
      recordType: record.type,
      fineStatus: record.fine_status,
    });
    return { status: 'contested', caseId, deadline: deadline.toISOString() };
  });
}

/** Appends an entry to a case's timeline inside the caller's transaction. */
export async function addTimeline(
  trx: Transaction<Database>,
  caseId: string,
  entry: {
    kind: CourtEntryKind;
    authorDiscordId: string | null;
    authorName: string;
    body: string;
    at: Date;
  },
) {
  await trx
    .insertInto('court_entries')
    .values({
      case_id: caseId,
      kind: entry.kind,
      author_discord_id: entry.authorDiscordId,
      author_name: entry.authorName,
      body: entry.body.slice(0, 4000),
      created_at: entry.at,
    })
    .execute();
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { DepartmentService } from '../schema/departments';
import type { MessageKey } from '../messages';
import { DomainError } from '../infra/errors';
import { announceConfigChange } from '../community/live-config';
import { communityLanguage } from '../auth/member-language';
import { discordText } from '../discord/text';
import { enqueue } from '../outbox/enqueue';
import type { WebhookPayload } from '../outbox/kinds';
import { isUniqueViolation } from '../civilians/unique';
import { recordAudit, type AuditEntryInput } from '../staff/audit-log';
import { STAFF_PROFILE, type AuditAction } from '../staff/constants';
import { loadDepartments, type DepartmentInfo } from './directory';

export const DEPARTMENT_SERVICES = ['police', 'fire', 'ems'] as const satisfies DepartmentService[];
export const DEPARTMENT_NAME_MAX = 80;
export const DEPARTMENT_SHORT_NAME_MAX = 16;
export const DEPARTMENT_PLATFORM_MAX = 32;
export const CALLSIGN_PATTERN_MAX = 32;
export const DIVISION_NAME_MAX = 60;
export const RANK_NAME_MAX = 60;

/** `{n}`, the member's number within the department, appears exactly once in a pattern. */
export const CALLSIGN_NUMBER = '{n}';

/** 1–32 letters, digits, hyphens and spaces around exactly one `{n}`: `1-ADAM-{n}`. */
export function isCallsignPattern(pattern: string): boolean {
  if (pattern.length < 1 || pattern.length > CALLSIGN_PATTERN_MAX) return false;
  const parts = pattern.split(CALLSIGN_NUMBER);
  return parts.length === 2 && parts.every((part) => /^[\p{L}\p{N} -]*$/u.test(part));
}

// Discord's own hosts only: a webhook elsewhere would hand the channel's posts to a stranger.
const DISCORD_WEBHOOK =
  /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api(?:\/v\d+)?\/webhooks\/\d{1,30}\/[\w-]{1,200}\/?$/;

/** https://discord.com/api/webhooks/<id>/<token> (discordapp.com, ptb and canary too). */
export function isDiscordWebhookUrl(url: string): boolean {
  return DISCORD_WEBHOOK.test(url);
}

/** The channels a department posts to: reports, and new 911 calls. */
export const WEBHOOK_CHANNELS = ['report', 'dispatch'] as const;
export type WebhookChannel = (typeof WEBHOOK_CHANNELS)[number];

export interface DivisionJson {
  id: string;
  name: string;
  position: number;
  archived: boolean;
}

export interface RankJson extends DivisionJson {
  supervisor: boolean;
}

/** A department as the staff console edits it: its divisions and ranks in their order. */
export interface AdminDepartment extends DepartmentInfo {
  divisions: DivisionJson[];
  ranks: RankJson[];
}

export interface DepartmentFields {
  name: string;
  shortName: string;
  services: DepartmentService[];
  platform: string | null;
  colour: string;
  callsignPattern: string | null;
}

/** Who changes the configuration, and when. */
export interface StaffChange {
  staffDiscordId: string;
  now: Date;
}

/** Every department with its divisions and ranks, archived ones included. */
export async function listAdminDepartments(db: Kysely<Database>): Promise<AdminDepartment[]> {
  const [departments, divisions, ranks] = await Promise.all([
    loadDepartments(db),
    db.selectFrom('divisions').selectAll().orderBy('position').orderBy('name').execute(),
    db.selectFrom('ranks').selectAll().orderBy('position').orderBy('name').execute(),
  ]);
  return departments.map((d) => ({
    ...d,
    divisions: divisions
      .filter((v) => v.department === d.id)
      .map((v) => ({
        id: v.id,
        name: v.name,
        position: v.position,
        archived: v.archived_at !== null,
      })),
    ranks: ranks
      .filter((r) => r.department === d.id)
      .map((r) => ({
        id: r.id,
        name: r.name,
        position: r.position,
        supervisor: r.supervisor,
        archived: r.archived_at !== null,
      })),
  }));
}

export async function getAdminDepartment(
  db: Kysely<Database>,
  id: string,
): Promise<AdminDepartment> {
  const found = (await listAdminDepartments(db)).find((d) => d.id === id);
  if (!found) throw new DomainError('not_found', 'departments.notFound');
  return found;
}

/** A stable id from the short name: 'BCSO' → 'bcso', then 'bcso-2' if taken. */
export function departmentSlug(shortName: string, taken: readonly string[]): string {
  const base =
    shortName
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 24)
      .replace(/-+$/, '') || 'department';
  const used = new Set(taken.map((id) => id.toLowerCase()));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const staffActor = (change: StaffChange) => ({
  discordId: change.staffDiscordId,
  profile: STAFF_PROFILE,
});

/** Runs a configuration change with its audit entry and announcement, in one transaction. */
async function configChange<T>(
  db: Kysely<Database>,
  change: StaffChange,
  work: (
    trx: Transaction<Database>,
    audit: (
      entry: Omit<AuditEntryInput, 'at' | 'actor'> & { action: AuditAction },
    ) => Promise<void>,
  ) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    // One change to the configuration at a time: positions and uniqueness checks read what
    // the previous change wrote.
    await sql`SELECT pg_advisory_xact_lock(hashtext('tenfour:departments'))`.execute(trx);
    const result = await work(trx, (entry) =>
      recordAudit(trx, { ...entry, at: change.now, actor: staffActor(change) }),
    );
    await announceConfigChange(trx, 'departments');
    return result;
  });
}

/** The department's row, locked; unknown ids are a 404. */
async function lockedDepartment(trx: Transaction<Database>, id: string) {
  const row = await trx
    .selectFrom('departments')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'departments.notFound');
  return row;
}

/** Refuses a name or short name another department already uses (any case). */
async function assertUniqueNames(
  trx: Transaction<Database>,
  fields: { name?: string | undefined; shortName?: string | undefined },
  except?: string,
) {
  const checks: [string | undefined, 'name' | 'short_name', string, MessageKey][] = [
    [fields.shortName, 'short_name', 'shortName', 'departments.shortNameTaken'],
    [fields.name, 'name', 'name', 'departments.nameTaken'],
  ];
  for (const [value, column, field, key] of checks) {
    if (value === undefined) continue;
    let query = trx
      .selectFrom('departments')
      .select('id')
      .where(sql<string>`lower(${sql.ref(column)})`, '=', value.toLowerCase());
    if (except) query = query.where('id', '!=', except);
    if (await query.executeTakeFirst()) {
      throw new DomainError('invalid', key as 'departments.nameTaken', { field });
    }
  }
}

const fieldsOf = (row: {
  name: string;
  short_name: string;
  services: DepartmentService[];
  platform: string | null;
  colour: string;
  callsign_pattern: string | null;
}): DepartmentFields => ({
  name: row.name,
  shortName: row.short_name,
  services: row.services,
  platform: row.platform,
  colour: row.colour,
  callsignPattern: row.callsign_pattern,
});

const departmentTarget = (row: { id: string; name: string }) => ({
  type: 'department' as const,
  id: row.id,
  label: row.name,
});

/** Staff create a department, placed last, with its dispatch counters. */
export async function createDepartment(
  db: Kysely<Database>,
  change: StaffChange,
  fields: DepartmentFields,
): Promise<AdminDepartment> {
  const id = await configChange(db, change, async (trx, audit) => {
    await assertUniqueNames(trx, fields);
    const existing = await trx.selectFrom('departments').select(['id', 'position']).execute();
    const id = departmentSlug(
      fields.shortName,
      existing.map((d) => d.id),
    );
    const position = Math.max(0, ...existing.map((d) => d.position)) + 1;
    const row = await trx
      .insertInto('departments')
      .values({
        id,
        name: fields.name,
        short_name: fields.shortName,
        services: fields.services,
        platform: fields.platform,
        colour: fields.colour,
        callsign_pattern: fields.callsignPattern,
        position,
        updated_at: change.now,
        updated_by: change.staffDiscordId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Calls and badge numbers count per department from this row.
    await sql`INSERT INTO dispatch_counters (department) VALUES (${id})`.execute(trx);
    await audit({
      action: 'department.create',
      target: departmentTarget(row),
      after: { ...fieldsOf(row), position },
    });
    return id;
  });
  return getAdminDepartment(db, id);
}

/** Staff change a department's name, short name, services, platform, colour or pattern. */
export async function updateDepartment(
  db: Kysely<Database>,
  change: StaffChange,
  id: string,
  fields: Partial<DepartmentFields>,
): Promise<AdminDepartment> {
  await configChange(db, change, async (trx, audit) => {
    const row = await lockedDepartment(trx, id);
    const beforeFields = fieldsOf(row);
    const changed = (Object.keys(fields) as (keyof DepartmentFields)[]).filter(
      (k) =>
        fields[k] !== undefined && JSON.stringify(fields[k]) !== JSON.stringify(beforeFields[k]),
    );
    if (!changed.length) return;
    const wanted = { ...beforeFields, ...fields };
    await assertUniqueNames(
      trx,
      {
        name: changed.includes('name') ? wanted.name : undefined,
        shortName: changed.includes('shortName') ? wanted.shortName : undefined,
      },
      id,
    );
    await trx
      .updateTable('departments')
      .set({
        name: wanted.name,
        short_name: wanted.shortName,
        services: wanted.services,
        platform: wanted.platform,
        colour: wanted.colour,
        callsign_pattern: wanted.callsignPattern,
        updated_at: change.now,
        updated_by: change.staffDiscordId,
      })
      .where('id', '=', id)
      .execute();
    await audit({
      action: 'department.update',
      target: departmentTarget({ id, name: wanted.name }),
      before: Object.fromEntries(changed.map((k) => [k, beforeFields[k]])),
      after: Object.fromEntries(changed.map((k) => [k, wanted[k]])),
    });
  });
  return getAdminDepartment(db, id);
}

const WEBHOOK_COLUMN = {
  report: 'report_webhook_url',
  dispatch: 'dispatch_webhook_url',
} as const;

/**
 * Staff set (a URL) or clear (null) a department's report or dispatch webhook. The address
 * is a secret that lets anyone post to the channel: the log says only that it was configured
 * or cleared, and no answer ever carries it.
 */
export async function setDepartmentWebhook(
  db: Kysely<Database>,
  change: StaffChange,
  id: string,
  channel: WebhookChannel,
  url: string | null,
): Promise<AdminDepartment> {
  await configChange(db, change, async (trx, audit) => {
    const row = await lockedDepartment(trx, id);
    const column = WEBHOOK_COLUMN[channel];
    await trx
      .updateTable('departments')
      .set({ [column]: url, updated_at: change.now, updated_by: change.staffDiscordId })
      .where('id', '=', id)
      .execute();
    const field = `${channel}Webhook`;
    await audit({
      action: 'department.webhook',
      target: departmentTarget(row),
      before: { [field]: row[column] === null ? 'not configured' : 'configured' },
      after: { [field]: url === null ? 'cleared' : 'configured' },
    });
  });
  return getAdminDepartment(db, id);
}

/**
 * Queues a test post to the department's report or dispatch channel through the outbox, as
 * real posts go. Returns the outbox row's id.
 */
export async function sendWebhookTest(
  db: Kysely<Database>,
  id: string,
  channel: WebhookChannel,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('departments')
      .select(['id', 'name', 'colour', WEBHOOK_COLUMN[channel]])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', 'departments.notFound');
    if (row[WEBHOOK_COLUMN[channel]] === null) {
      throw new DomainError(
        'conflict',
        channel === 'report'
          ? 'departments.reportWebhookMissing'
          : 'departments.dispatchWebhookMissing',
      );
    }
    const language = await communityLanguage(trx);
    return enqueue(trx, 'webhook', {
      // Any department's id once payloads name departments by id rather than the fixed two.
      platform: row.id as WebhookPayload['platform'],
      channel,
      message: {
        embeds: [
          {
            title: discordText(language, 'webhookTest.title'),
            description: discordText(
              language,
              channel === 'report' ? 'webhookTest.report' : 'webhookTest.dispatch',
              { department: row.name },
            ),
            color: Number.parseInt(row.colour.slice(1), 16),
          },
        ],
      },
    });
  });
}

/** Refuses an order that is not exactly the current ids, each once. */
function assertPermutation(ids: readonly string[], current: readonly string[]) {
  const wanted = new Set(ids);
  if (
    wanted.size !== ids.length ||
    ids.length !== current.length ||
    current.some((id) => !wanted.has(id))
  ) {
    throw new DomainError('invalid', 'departments.orderMismatch', { field: 'ids' });
  }
}

/** Writes positions 1..n in the given order, touching only rows that move. */
async function writeOrder(
  trx: Transaction<Database>,
  table: 'departments' | 'divisions' | 'ranks',
  ids: readonly string[],
  current: readonly { id: string; position: number }[],
) {
  const before = new Map(current.map((r) => [r.id, r.position]));
  for (const [i, id] of ids.entries()) {
    if (before.get(id) === i + 1) continue;
    await trx
      .updateTable(table)
      .set({ position: i + 1 })
      .where('id', '=', id)
      .execute();
  }
}

const ordered = <T extends { id: string; position: number }>(rows: T[]) =>
  [...rows].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id)).map((r) => r.id);

/** Staff put every department in a new order (the full list of ids). */
export async function reorderDepartments(
  db: Kysely<Database>,
  change: StaffChange,
  ids: string[],
): Promise<AdminDepartment[]> {
  await configChange(db, change, async (trx, audit) => {
    const current = await trx.selectFrom('departments').select(['id', 'position']).execute();
    assertPermutation(
      ids,
      current.map((d) => d.id),
    );
    const before = ordered(current);
    if (before.join('\n') === ids.join('\n')) return;
    await writeOrder(trx, 'departments', ids, current);
    await audit({
      action: 'department.reorder',
      target: { type: 'department', id: null, label: 'Departments' },
      before: { order: before },
      after: { order: ids },
    });
  });
  return listAdminDepartments(db);
}

/** Staff archive a department (records keep naming it) or restore it. */
export async function setDepartmentArchived(
  db: Kysely<Database>,
  change: StaffChange,
  id: string,
  archived: boolean,
): Promise<AdminDepartment> {
  await configChange(db, change, async (trx, audit) => {
    const row = await lockedDepartment(trx, id);
    if ((row.archived_at !== null) === archived) {
      throw new DomainError(
        'conflict',
        archived ? 'departments.alreadyArchived' : 'departments.notArchived',
      );
    }
    await trx
      .updateTable('departments')
      .set({
        archived_at: archived ? change.now : null,
        updated_at: change.now,
        updated_by: change.staffDiscordId,
      })
      .where('id', '=', id)
      .execute();
    await audit({
      action: archived ? 'department.archive' : 'department.restore',
      target: departmentTarget(row),
      before: { archived: !archived },
      after: { archived },
    });
  });
  return getAdminDepartment(db, id);
}

// Divisions and ranks: ordered lists per department, named uniquely within it (any case).

type Part = 'divisions' | 'ranks';

const PART = {
  divisions: {
    target: 'division',
    notFound: 'departments.divisionNotFound',
    nameTaken: 'departments.divisionNameTaken',
    constraint: 'divisions_name_unique',
  },
  ranks: {
    target: 'rank',
    notFound: 'departments.rankNotFound',
    nameTaken: 'departments.rankNameTaken',
    constraint: 'ranks_name_unique',
  },
} as const;

async function assertPartNameFree(
  trx: Transaction<Database>,
  table: Part,
  department: string,
  name: string,
  except?: string,
) {
  let query = trx
    .selectFrom(table)
    .select('id')
    .where('department', '=', department)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) {
    throw new DomainError('invalid', PART[table].nameTaken, { field: 'name' });
  }
}

async function lockedPart(trx: Transaction<Database>, table: Part, department: string, id: string) {
  // A malformed id is simply not one of the department's.
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const row = uuid
    ? await trx
        .selectFrom(table)
        .selectAll()
        .where('id', '=', id)
        .where('department', '=', department)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!row) throw new DomainError('not_found', PART[table].notFound);
  return row;
}

const partTarget = (
  table: Part,
  department: { short_name: string },
  row: { id: string; name: string },
) => ({
  type: PART[table].target,
  id: row.id,
  label: `${department.short_name} · ${row.name}`,
});

async function guardUnique<T>(table: Part, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, PART[table].constraint)) {
      throw new DomainError('invalid', PART[table].nameTaken, { field: 'name' });
    }
    throw err;
  }
}

/** Staff add a division or rank to a department, last in its order. */
export async function createPart(
  db: Kysely<Database>,
  change: StaffChange,
  table: Part,
  department: string,
  input: { name: string; supervisor?: boolean | undefined },
): Promise<AdminDepartment> {
  await guardUnique(table, () =>
    configChange(db, change, async (trx, audit) => {
      const dept = await lockedDepartment(trx, department);
      await assertPartNameFree(trx, table, department, input.name);
      const last = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.max('position').as('max'))
        .where('department', '=', department)
        .executeTakeFirst();
      const position = Number(last?.max ?? 0) + 1;
      const supervisor = table === 'ranks' ? (input.supervisor ?? false) : undefined;
      const row = await trx
        .insertInto(table)
        .values({
          department,
          name: input.name,
          position,
          archived_at: null,
          ...(supervisor !== undefined ? { supervisor } : {}),
        })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      await audit({
        action: table === 'ranks' ? 'rank.create' : 'division.create',
        target: partTarget(table, dept, row),
        after: { name: row.name, position, ...(supervisor !== undefined ? { supervisor } : {}) },
      });
    }),
  );
  return getAdminDepartment(db, department);
}

/** Staff rename a division or rank, or make a rank a supervisor rank (or not). */
export async function updatePart(
  db: Kysely<Database>,
  change: StaffChange,
  table: Part,
  department: string,
  id: string,
  input: { name?: string | undefined; supervisor?: boolean | undefined },
): Promise<AdminDepartment> {
  await guardUnique(table, () =>
    configChange(db, change, async (trx, audit) => {
      const dept = await lockedDepartment(trx, department);
      const row = await lockedPart(trx, table, department, id);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      if (input.name !== undefined && input.name !== row.name) {
        await assertPartNameFree(trx, table, department, input.name, id);
        before.name = row.name;
        after.name = input.name;
      }
      if (table === 'ranks' && input.supervisor !== undefined) {
        const was = (row as { supervisor: boolean }).supervisor;
        if (was !== input.supervisor) {
          before.supervisor = was;
          after.supervisor = input.supervisor;
        }
      }
      if (!Object.keys(after).length) return;
      await trx.updateTable(table).set(after).where('id', '=', id).execute();
      await audit({
        action: table === 'ranks' ? 'rank.update' : 'division.update',
        target: partTarget(table, dept, { id, name: input.name ?? row.name }),
        before,
        after,
      });
    }),
  );
  return getAdminDepartment(db, department);
}

/** Staff put a department's divisions or ranks in a new order (every id, once). */
export async function reorderParts(
  db: Kysely<Database>,
  change: StaffChange,
  table: Part,
  department: string,
  ids: string[],
): Promise<AdminDepartment> {
  await configChange(db, change, async (trx, audit) => {
    const dept = await lockedDepartment(trx, department);
    const current = await trx
      .selectFrom(table)
      .select(['id', 'position', 'name'])
      .where('department', '=', department)
      .execute();
    assertPermutation(
      ids,
      current.map((r) => r.id),
    );
    const before = ordered(current);
    if (before.join('\n') === ids.join('\n')) return;
    await writeOrder(trx, table, ids, current);
    const names = new Map(current.map((r) => [r.id, r.name]));
    await audit({
      action: table === 'ranks' ? 'rank.reorder' : 'division.reorder',
      target: {
        type: 'department',
        id: department,
        label: dept.name,
      },
      before: { order: before.map((id) => names.get(id)) },
      after: { order: ids.map((id) => names.get(id)) },
    });
  });
  return getAdminDepartment(db, department);
}

/** Staff archive a division or rank: members keep it on their records; nobody new gets it. */
export async function archivePart(
  db: Kysely<Database>,
  change: StaffChange,
  table: Part,
  department: string,
  id: string,
): Promise<AdminDepartment> {
  await configChange(db, change, async (trx, audit) => {
    const dept = await lockedDepartment(trx, department);
    const row = await lockedPart(trx, table, department, id);
    if (row.archived_at !== null) throw new DomainError('conflict', 'departments.alreadyArchived');
    await trx.updateTable(table).set({ archived_at: change.now }).where('id', '=', id).execute();
    await audit({
      action: table === 'ranks' ? 'rank.archive' : 'division.archive',
      target: partTarget(table, dept, row),
      before: { archived: false },
      after: { archived: true },
    });
  });
  return getAdminDepartment(db, department);
}

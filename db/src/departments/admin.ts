import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { DepartmentService } from '../schema/departments';
import type { MessageKey } from '../messages';
import { DomainError } from '../infra/errors';
import { communityLanguage } from '../auth/member-language';
import { discordText } from '../discord/text';
import { enqueue } from '../outbox/enqueue';
import type { WebhookPayload } from '../outbox/kinds';
import { loadDepartments, type DepartmentInfo } from './directory';
import {
  assertPermutation,
  configChange,
  lockedDepartment,
  ordered,
  writeOrder,
  type StaffChange,
} from './config-change';
import { departmentSlug, type WebhookChannel } from './rules';

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
    // Its dispatch counters (calls and badge numbers) come with it: a trigger (migration 0023).
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

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { recordAudit } from '../staff/audit-log';
import { queueMemberNotice } from '../outbox/member-notice';
import type { DiscordTextKey } from '../discord/text';
import { RECORD_LABEL } from '../records/reports';
import { addTimeline } from './cases';

export const ENTRY_MAX = 4000;
/** How long before a hearing both parties are reminded of it. */
export const REMINDER_BEFORE_MS = 60 * 60_000;
/** The court's colour on Discord. */
const COURT_COLOR = 0x6f42c1;

/** The judge acting: their Discord id and the name the timeline shows. */
export interface Judge {
  discordId: string;
}

/** An open case locked for a change by a judge, with who the parties are. */
export async function lockOpenCase(trx: Transaction<Database>, caseId: string) {
  const row = await trx
    .selectFrom('court_cases as k')
    .innerJoin('records as r', 'r.id', 'k.record_id')
    .innerJoin('civilians as c', 'c.id', 'k.civilian_id')
    .leftJoin('officers as o', 'o.id', 'r.officer_id')
    .select([
      'k.id',
      'k.status',
      'k.record_id',
      'k.civilian_id',
      'c.discord_id as owner_discord_id',
      'c.first_name',
      'c.last_name',
      'o.discord_id as officer_discord_id',
      'r.type',
      'r.reason',
    ])
    .where('k.id', '=', caseId)
    .forUpdate('k')
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'court.caseNotFound');
  if (row.status !== 'open') throw new DomainError('conflict', 'court.caseClosed');
  return { ...row, civilianName: `${row.first_name} ${row.last_name}` };
}

export type LockedCase = Awaited<ReturnType<typeof lockOpenCase>>;

export async function judgeName(trx: Kysely<Database>, discordId: string): Promise<string> {
  const user = await trx
    .selectFrom('users')
    .select('username')
    .where('discord_id', '=', discordId)
    .executeTakeFirst();
  return `Judge ${user?.username ?? discordId}`;
}

export const caseLabel = (kase: LockedCase) => `${RECORD_LABEL[kase.type]} · ${kase.civilianName}`;

/** The parties a case's notices go to: the civilian's owner and the officer who filed it. */
export function parties(kase: LockedCase): string[] {
  return [...new Set([kase.owner_discord_id, kase.officer_discord_id].filter((id) => id != null))];
}

/** A DM about a case, in the member's language, through the outbox. */
export function queueCourtDm(
  trx: Transaction<Database>,
  discordId: string,
  text: { title: DiscordTextKey; body: DiscordTextKey; params: Record<string, string> },
  options: { notBefore?: Date } = {},
): Promise<number | undefined> {
  return queueMemberNotice(trx, discordId, { ...text, color: COURT_COLOR }, options);
}

/** Discord shows `<t:…:F>` as a full date and time in each reader's own time zone. */
export const discordTime = (at: Date) => `<t:${Math.floor(at.getTime() / 1000)}:F>`;

/**
 * A judge schedules the case's hearing (or moves it: the earlier one is cancelled with its
 * reminder, if that has not gone out). Both parties are told by DM now, and reminded an hour
 * before by an outbox row that is not due until then; all in one transaction with the hearing.
 */
export async function scheduleHearing(
  db: Kysely<Database>,
  input: { caseId: string; judge: Judge; startsAt: Date; now: Date },
): Promise<{ hearingId: string; startsAt: string }> {
  if (input.startsAt.getTime() <= input.now.getTime()) {
    throw new DomainError('invalid', 'court.hearingInPast', { field: 'startsAt' });
  }
  return db.transaction().execute(async (trx) => {
    const kase = await lockOpenCase(trx, input.caseId);
    const earlier = await trx
      .updateTable('court_hearings')
      .set({ cancelled_at: input.now })
      .where('case_id', '=', kase.id)
      .where('cancelled_at', 'is', null)
      .returning(['id', 'starts_at', 'reminder_outbox_ids'])
      .execute();
    const reminders = earlier.flatMap((h) => h.reminder_outbox_ids);
    if (reminders.length > 0) {
      // A reminder already claimed or sent stays as it is; only waiting ones are withdrawn.
      await trx
        .deleteFrom('outbox')
        .where('id', 'in', reminders)
        .where('status', '=', 'pending')
        .where('locked_until', 'is', null)
        .execute();
    }
    const { id: hearingId } = await trx
      .insertInto('court_hearings')
      .values({
        case_id: kase.id,
        starts_at: input.startsAt,
        judge_discord_id: input.judge.discordId,
        created_at: input.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const params = {
      when: discordTime(input.startsAt),
      record: caseLabel(kase),
      reason: kase.reason,
    };
    const remindAt = new Date(input.startsAt.getTime() - REMINDER_BEFORE_MS);
    const reminderIds: number[] = [];
    for (const discordId of parties(kase)) {
      await queueCourtDm(trx, discordId, {
        title: earlier.length ? 'court.hearingMovedTitle' : 'court.hearingTitle',
        body: 'court.hearingBody',
        params,
      });
      if (remindAt.getTime() > input.now.getTime()) {
        const id = await queueCourtDm(
          trx,
          discordId,
          { title: 'court.reminderTitle', body: 'court.hearingBody', params },
          { notBefore: remindAt },
        );
        if (id !== undefined) reminderIds.push(id);
      }
    }
    if (reminderIds.length > 0) {
      await trx
        .updateTable('court_hearings')
        .set({ reminder_outbox_ids: JSON.stringify(reminderIds) })
        .where('id', '=', hearingId)
        .execute();
    }
    const author = await judgeName(trx, input.judge.discordId);
    await addTimeline(trx, kase.id, {
      kind: 'hearing',
      authorDiscordId: input.judge.discordId,
      authorName: author,
      body: input.startsAt.toISOString(),
      at: input.now,
    });
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.judge.discordId, profile: author },
      action: 'court.hearing',
      target: { type: 'court_case', id: kase.id, label: caseLabel(kase) },
      before: earlier[0] ? { startsAt: earlier[0].starts_at.toISOString() } : null,
      after: { startsAt: input.startsAt.toISOString() },
    });
    return { hearingId, startsAt: input.startsAt.toISOString() };
  });
}

/** A judge adds a note to the case's timeline. */
export async function addCaseEntry(
  db: Kysely<Database>,
  input: { caseId: string; judge: Judge; body: string; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const kase = await lockOpenCase(trx, input.caseId);
    const author = await judgeName(trx, input.judge.discordId);
    await addTimeline(trx, kase.id, {
      kind: 'note',
      authorDiscordId: input.judge.discordId,
      authorName: author,
      body: input.body,
      at: input.now,
    });
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.judge.discordId, profile: author },
      action: 'court.entry',
      target: { type: 'court_case', id: kase.id, label: caseLabel(kase) },
      after: { body: input.body.slice(0, 500) },
    });
  });
}

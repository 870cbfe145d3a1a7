import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { UnitService } from '../schema/fire-rescue';
import type { DispatchTonesTable } from '../schema/signal-100';
import { DomainError } from '../infra/errors';
import { recordAudit } from '../staff/audit-log';
import { callActor } from './calls';
import { callDepartment } from './dispatch-console';
import { writeCallNote } from './call-notes';
import type { Dispatcher } from './dispatcher';
import { lockDepartment, recordEvent } from './events';

/** A tone's message: one line, as a dispatcher would say it ("Structure fire, Station 7"). */
export const TONE_MESSAGE_MAX = 200;

/** Who hears a tone: every unit, a department's, a service's (police or fire/rescue), or one. */
export type ToneTarget =
  | { kind: 'all' }
  | { kind: 'department'; department: string }
  | { kind: 'service'; service: UnitService }
  | { kind: 'unit'; unitId: string };

/** A tone as the dispatch log and the event stream carry it. */
export interface ToneView {
  _id: string;
  target:
    | { kind: 'all' }
    | { kind: 'department'; department: string }
    | { kind: 'service'; service: UnitService }
    | { kind: 'unit'; unitId: string | null; callsign: string; department: string };
  message: string;
  callId: string | null;
  sentBy: string;
  sentAt: string;
}

function toView(row: Selectable<DispatchTonesTable>): ToneView {
  const target: ToneView['target'] =
    row.target === 'department'
      ? { kind: 'department', department: row.department! }
      : row.target === 'service'
        ? { kind: 'service', service: row.service! }
        : row.target === 'unit'
          ? {
              kind: 'unit',
              unitId: row.unit_id,
              callsign: row.unit_callsign!,
              department: row.department!,
            }
          : { kind: 'all' };
  return {
    _id: row.id,
    target,
    message: row.message,
    callId: row.call_id,
    sentBy: row.sent_by,
    sentAt: row.sent_at.toISOString(),
  };
}

/**
 * Sends a tone: stored for the dispatch log, announced as `tone.sent` on the stream of every
 * department it reaches (each stream then hands it only to the units it names, visibleTo),
 * audited, and, when sent from a call, noted on the call. One transaction; the departments'
 * locks are taken in id order so two tones to every department cannot deadlock.
 */
export async function sendTone(
  db: Kysely<Database>,
  dispatcher: Omit<Dispatcher, 'department'>,
  input: { target: ToneTarget; message: string; callId?: string | undefined },
  now: Date,
): Promise<{ tone: ToneView; departments: string[] }> {
  const { target, message, callId } = input;
  const unit =
    target.kind === 'unit'
      ? await db
          .selectFrom('officers')
          .select(['id', 'callsign', 'department'])
          .where('id', '=', target.unitId)
          .executeTakeFirst()
      : undefined;
  if (target.kind === 'unit' && !unit) throw new DomainError('not_found', 'dispatch.unitNotFound');
  let departments: string[];
  if (target.kind === 'department') departments = [target.department];
  else if (unit) departments = [unit.department];
  else {
    const rows = await db
      .selectFrom('departments')
      .select('id')
      .where('archived_at', 'is', null)
      .orderBy('id')
      .execute();
    departments = rows.map((r) => r.id);
  }
  const callDept = callId ? await callDepartment(db, callId) : undefined;
  // A tone on a call goes to that call's department (or to everyone): the note must be true.
  if (callDept !== undefined && departments.length === 1 && departments[0] !== callDept) {
    throw new DomainError('invalid', 'tones.callOtherDepartment', { field: 'callId' });
  }
  const locked = [...new Set([...departments, ...(callDept ? [callDept] : [])])].sort();

  return db.transaction().execute(async (trx) => {
    for (const department of locked) await lockDepartment(trx, department);
    const row = await trx
      .insertInto('dispatch_tones')
      .values({
        target: target.kind,
        department: target.kind === 'department' ? target.department : (unit?.department ?? null),
        service: target.kind === 'service' ? target.service : null,
        unit_id: unit?.id ?? null,
        unit_callsign: unit?.callsign ?? null,
        call_id: callId ?? null,
        message,
        sent_by_discord_id: dispatcher.discordId,
        sent_by: dispatcher.name,
        sent_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const tone = toView(row);
    const actor = callActor({ ...dispatcher, department: callDept ?? departments[0] ?? '' });
    await recordAudit(trx, {
      at: now,
      actor,
      action: 'tone.send',
      target: { type: 'tone', id: tone._id, label: `Tone · ${describeTarget(tone.target)}` },
      after: { message, ...(callId && { callId }) },
    });
    if (callId && callDept) {
      await writeCallNote(
        trx,
        { ...dispatcher, department: callDept },
        callId,
        `🔔 ${describeTarget(tone.target)}: ${message}`,
        now,
      );
    }
    for (const department of departments)
      await recordEvent(trx, department, 'tone.sent', tone, now);
    return { tone, departments };
  });
}

/** The target as the audit log and a call's note name it. */
function describeTarget(target: ToneView['target']): string {
  switch (target.kind) {
    case 'all':
      return 'All units';
    case 'department':
      return target.department;
    case 'service':
      return target.service === 'police' ? 'Police' : 'Fire/rescue';
    case 'unit':
      return target.callsign;
  }
}

/**
 * The dispatch log of a department, newest first: tones to all units, to a service, to the
 * department or to one of its units.
 */
export async function listTones(
  db: Kysely<Database>,
  department: string,
  limit = 50,
): Promise<ToneView[]> {
  const rows = await db
    .selectFrom('dispatch_tones')
    .selectAll()
    .where((eb) =>
      eb.or([eb('department', '=', department), eb('target', 'in', ['all', 'service'])]),
    )
    .orderBy('sent_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toView);
}

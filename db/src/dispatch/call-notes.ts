import type { Kysely, Selectable, Transaction } from 'kysely';
import { DomainError } from '../infra/errors';
import type { Database } from '../schema';
import type { CallNotesTable } from '../schema/dispatch-911';
import { getCall, type CallView } from './calls';
import { DISPATCH_CALLSIGN, isDispatcher, type CallActor } from './dispatcher';
import { lockDepartment, recordEvent } from './events';

/** Longest note, shared by the API's validation and the web form. */
export const CALL_NOTE_MAX = 1000;

/** One entry of a call's timeline. */
export interface CallNoteView {
  _id: string;
  callId: string;
  author: { callsign: string; name: string };
  text: string;
  createdAt: string;
}

/**
 * The `call.note` event: the note, and who may see it (the units on the call when it was
 * written; dispatchers always), so each event stream can filter without a query.
 */
export interface CallNoteEvent {
  callId: string;
  callNumber: number;
  unitIds: string[];
  note: CallNoteView;
}

function toNoteView(row: Selectable<CallNotesTable>): CallNoteView {
  return {
    _id: row.id,
    callId: row.call_id,
    author: { callsign: row.author_callsign, name: row.author_name },
    text: row.text,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * A call's notes are for the units on it and the department's dispatchers. Another
 * department's call (or one fire/rescue may not see) does not exist for the reader.
 */
async function readableCall(
  db: Kysely<Database> | Transaction<Database>,
  actor: CallActor,
  callId: string,
): Promise<CallView> {
  const call = await getCall(
    db,
    actor.department,
    callId,
    isDispatcher(actor) ? 'police' : actor.service,
  );
  if (!isDispatcher(actor) && !call.units.some((u) => u.officerId === actor.id)) {
    throw new DomainError('forbidden', 'dispatch.callNotesOnlyAttached', {
      params: { callNumber: call.callNumber },
    });
  }
  return call;
}

/** The call's timeline, oldest first. */
export async function listCallNotes(
  db: Kysely<Database>,
  actor: CallActor,
  callId: string,
): Promise<CallNoteView[]> {
  await readableCall(db, actor, callId);
  const rows = await db
    .selectFrom('call_notes')
    .selectAll()
    .where('call_id', '=', callId)
    .orderBy('seq')
    .execute();
  return rows.map(toNoteView);
}

/**
 * Appends a note signed by the author's callsign (a dispatcher signs as Dispatch) and
 * announces it to the call's units and the dispatchers, in one transaction.
 */
export async function addCallNote(
  db: Kysely<Database>,
  actor: CallActor,
  callId: string,
  text: string,
  now: Date,
): Promise<CallNoteView> {
  return db.transaction().execute(async (trx) => {
    await lockDepartment(trx, actor.department);
    return writeCallNote(trx, actor, callId, text, now);
  });
}

/**
 * addCallNote inside a transaction that already holds the actor's department lock (a tone
 * sent from a call is logged on it in the tone's own transaction).
 */
export async function writeCallNote(
  trx: Transaction<Database>,
  actor: CallActor,
  callId: string,
  text: string,
  now: Date,
): Promise<CallNoteView> {
  const call = await readableCall(trx, actor, callId);
  if (call.status !== 'Active') {
    throw new DomainError('conflict', 'dispatch.callClosed', {
      params: { callNumber: call.callNumber },
    });
  }
  const author = isDispatcher(actor)
    ? { discordId: actor.discordId, callsign: DISPATCH_CALLSIGN, name: actor.name }
    : {
        discordId: actor.discord_id,
        callsign: actor.callsign,
        name: `${actor.first_name} ${actor.last_name}`,
      };
  const row = await trx
    .insertInto('call_notes')
    .values({
      call_id: callId,
      author_discord_id: author.discordId,
      author_callsign: author.callsign,
      author_name: author.name,
      text,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const note = toNoteView(row);
  const event: CallNoteEvent = {
    callId,
    callNumber: call.callNumber,
    unitIds: call.units.map((u) => u.officerId),
    note,
  };
  await recordEvent(trx, actor.department, 'call.note', event, now);
  return note;
}

import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../schema';
import type { JailBookingsTable } from '../schema/jail';
import type { Officer } from '../dispatch/active-officer';
import { DomainError } from '../infra/errors';
import { recordAudit, recordOfficerAudit, type AuditActor } from '../staff/audit-log';
import { filedBy } from '../records/filed-by';
import { getJusticeSettings } from './settings';

export type CustodyStatus = 'in_custody' | 'released' | 'released_early';

/** A booking as the API returns it. */
export interface BookingJson {
  _id: string;
  recordId: string;
  civilianId: string;
  civilianName: string;
  department: string;
  charges: string[];
  bookedAt: string;
  releaseAt: string;
  officerName: string;
  officerCallsign: string;
  status: CustodyStatus;
  releasedAt: string | null;
  releasedBy: string | null;
  releaseReason: string | null;
}

type BookingRow = Selectable<JailBookingsTable> & { first_name: string; last_name: string };

/**
 * Custody is read against the clock: a booking past its release time is released, whether or
 * not anything ran at that moment.
 */
export function custodyStatus(
  row: Pick<BookingRow, 'released_at' | 'release_at'>,
  now: Date,
): CustodyStatus {
  if (row.released_at) return 'released_early';
  return row.release_at <= now ? 'released' : 'in_custody';
}

function toBookingJson(row: BookingRow, now: Date): BookingJson {
  return {
    _id: row.id,
    recordId: row.record_id,
    civilianId: row.civilian_id,
    civilianName: `${row.first_name} ${row.last_name}`,
    department: row.department,
    charges: row.charges,
    bookedAt: row.booked_at.toISOString(),
    releaseAt: (row.released_at ?? row.release_at).toISOString(),
    officerName: row.officer_name,
    officerCallsign: row.officer_callsign,
    status: custodyStatus(row, now),
    releasedAt: row.released_at?.toISOString() ?? null,
    releasedBy: row.released_by_name,
    releaseReason: row.release_reason,
  };
}

const bookingsWithNames = (db: Kysely<Database>) =>
  db
    .selectFrom('jail_bookings as b')
    .innerJoin('civilians as c', 'c.id', 'b.civilian_id')
    .selectAll('b')
    .select(['c.first_name', 'c.last_name']);

const inCustody = <Q extends ReturnType<typeof bookingsWithNames>>(query: Q, now: Date) =>
  query.where('b.released_at', 'is', null).where('b.release_at', '>', now) as Q;

/** Minutes in a cell for an arrest's jail minutes: the multiplier staff set, at least one. */
export function bookedMinutes(jailMinutes: number, multiplier: number): number {
  return Math.max(1, Math.round(jailMinutes * multiplier));
}

/**
 * Books the civilian of an arrest with jail time, in the arrest's own transaction (an arrest
 * without jail time books no one).
 */
export async function bookArrest(
  trx: Transaction<Database>,
  input: {
    recordId: string;
    civilianId: string;
    civilianName: string;
    officer: Officer;
    charges: string[];
    jailMinutes: number;
    now: Date;
  },
): Promise<void> {
  if (input.jailMinutes <= 0) return;
  const { jailTimeMultiplier } = await getJusticeSettings(trx);
  const minutes = bookedMinutes(input.jailMinutes, jailTimeMultiplier);
  const releaseAt = new Date(input.now.getTime() + minutes * 60_000);
  const { id } = await trx
    .insertInto('jail_bookings')
    .values({
      record_id: input.recordId,
      civilian_id: input.civilianId,
      department: input.officer.department,
      charges: JSON.stringify(input.charges),
      booked_at: input.now,
      release_at: releaseAt,
      ...filedBy(input.officer),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordOfficerAudit(trx, input.officer, input.now, {
    action: 'jail.book',
    target: { type: 'jail_booking', id, label: `Booking · ${input.civilianName}` },
    after: {
      recordId: input.recordId,
      charges: input.charges,
      jailTime: input.jailMinutes,
      minutes,
      releaseAt: releaseAt.toISOString(),
    },
  });
}

export type RosterFilter = 'in_custody' | 'released';

/** The jail roster: who is held now (soonest release first), or the latest releases. */
export async function listBookings(
  db: Kysely<Database>,
  filter: RosterFilter,
  now: Date,
  limit = 200,
): Promise<BookingJson[]> {
  const rows =
    filter === 'in_custody'
      ? await inCustody(bookingsWithNames(db), now)
          .orderBy('b.release_at')
          .orderBy('b.id')
          .limit(limit)
          .execute()
      : await bookingsWithNames(db)
          .where((eb) =>
            eb.or([eb('b.released_at', 'is not', null), eb('b.release_at', '<=', now)]),
          )
          .orderBy((eb) => eb.fn.coalesce('b.released_at', 'b.release_at'), 'desc')
          .orderBy('b.id')
          .limit(limit)
          .execute();
  return rows.map((r) => toBookingJson(r, now));
}

/** The civilian's booking in force now, if any (their page's "In custody until …"). */
export async function currentCustody(
  db: Kysely<Database>,
  civilianId: string,
  now: Date,
): Promise<BookingJson | null> {
  const row = await inCustody(bookingsWithNames(db), now)
    .where('b.civilian_id', '=', civilianId)
    .orderBy('b.release_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toBookingJson(row, now) : null;
}

/** A civilian held in jail cannot be an officer's or unit's character until released (409). */
export async function assertNotInCustody(db: Kysely<Database>, civilianId: string, now: Date) {
  const booking = await currentCustody(db, civilianId, now);
  if (booking) {
    throw new DomainError('conflict', 'jail.inCustody', {
      params: {
        name: booking.civilianName,
        until: `${booking.releaseAt.slice(0, 16).replace('T', ' ')} UTC`,
      },
      field: 'civilianId',
    });
  }
}

/** The department a booking belongs to (the caller's supervisor check). */
export async function bookingDepartment(db: Kysely<Database>, id: string): Promise<string> {
  const row = await db
    .selectFrom('jail_bookings')
    .select('department')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'jail.bookingNotFound');
  return row.department;
}

/** Releases a held civilian before their time, with the reason (a supervisor or a judge). */
export async function releaseEarly(
  db: Kysely<Database>,
  input: { bookingId: string; actor: AuditActor; actorName: string; reason: string; now: Date },
): Promise<BookingJson> {
  return db.transaction().execute(async (trx) => {
    const row = await bookingsWithNames(trx)
      .where('b.id', '=', input.bookingId)
      .forUpdate('b')
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', 'jail.bookingNotFound');
    if (custodyStatus(row, input.now) !== 'in_custody') {
      throw new DomainError('conflict', 'jail.notInCustody');
    }
    await trx
      .updateTable('jail_bookings')
      .set({
        released_at: input.now,
        released_by_name: input.actorName,
        release_reason: input.reason,
      })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, {
      at: input.now,
      actor: input.actor,
      action: 'jail.release',
      target: {
        type: 'jail_booking',
        id: row.id,
        label: `Booking · ${row.first_name} ${row.last_name}`,
      },
      before: { releaseAt: row.release_at.toISOString() },
      after: { releasedAt: input.now.toISOString(), reason: input.reason },
    });
    const updated = await bookingsWithNames(trx)
      .where('b.id', '=', row.id)
      .executeTakeFirstOrThrow();
    return toBookingJson(updated, input.now);
  });
}

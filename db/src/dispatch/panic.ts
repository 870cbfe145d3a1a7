import type { Kysely, Transaction } from 'kysely';
import { DomainError } from '../infra/errors';
import type { Officer } from './active-officer';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { UnitService } from '../schema/fire-rescue';
import { lastKnownCall } from './calls';
import { lockDepartment, recordEvent } from './events';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A panic alert: shown on every dashboard of the department, officers' and fire/rescue's,
 * until acknowledged.
 */
export interface PanicView {
  _id: string;
  officerId: string;
  /** Whether an officer or a fire/rescue member pressed it. */
  service: UnitService;
  callsign: string;
  officerName: string;
  callId: string | null;
  /** The officer's last known call, e.g. "#12 Robbery — 101 Grove St". */
  lastKnownCall: string | null;
  raisedAt: string;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
}

async function loadAlerts(
  db: Db,
  where: { department: Department; id?: string; openOnly?: boolean },
): Promise<PanicView[]> {
  let query = db
    .selectFrom('panic_alerts as a')
    .innerJoin('officers as o', 'o.id', 'a.officer_id')
    .selectAll('a')
    .select('o.service')
    .where('a.department', '=', where.department)
    .orderBy('a.raised_at');
  if (where.id) query = query.where('a.id', '=', where.id);
  if (where.openOnly) query = query.where('a.acknowledged_at', 'is', null);
  const rows = await query.execute();
  return rows.map((r) => ({
    _id: r.id,
    officerId: r.officer_id,
    service: r.service,
    callsign: r.callsign,
    officerName: r.officer_name,
    callId: r.call_id,
    lastKnownCall: r.call_summary,
    raisedAt: r.raised_at.toISOString(),
    acknowledgedAt: r.acknowledged_at?.toISOString() ?? null,
    acknowledgedBy: r.acknowledged_by_callsign,
  }));
}

export async function listOpenAlerts(db: Db, department: Department): Promise<PanicView[]> {
  return loadAlerts(db, { department, openOnly: true });
}

/**
 * Raises the officer's panic alert, naming their last known call. Pressing again while an
 * alert is open returns that alert (raised: false) instead of a second banner.
 */
export async function raisePanic(
  db: Kysely<Database>,
  officer: Officer,
  now: Date,
): Promise<{ alert: PanicView; raised: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockDepartment(trx, officer.department);
    const open = await trx
      .selectFrom('panic_alerts')
      .select('id')
      .where('officer_id', '=', officer.id)
      .where('acknowledged_at', 'is', null)
      .executeTakeFirst();
    if (open) {
      const [alert] = await loadAlerts(trx, { department: officer.department, id: open.id });
      return { alert: alert!, raised: false };
    }
    const call = await lastKnownCall(trx, officer.id);
    const { id } = await trx
      .insertInto('panic_alerts')
      .values({
        department: officer.department,
        officer_id: officer.id,
        callsign: officer.callsign,
        officer_name: `${officer.first_name} ${officer.last_name}`,
        call_id: call?.id ?? null,
        call_summary: call ? `#${call.callNumber} ${call.type} — ${call.location}` : null,
        raised_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [alert] = await loadAlerts(trx, { department: officer.department, id });
    await recordEvent(trx, officer.department, 'panic.raised', alert!, now);
    return { alert: alert!, raised: true };
  });
}

/** Acknowledges an alert of the department; acknowledging twice returns it unchanged. */
export async function acknowledgePanic(
  db: Kysely<Database>,
  officer: Officer,
  id: string,
  now: Date,
): Promise<PanicView> {
  return db.transaction().execute(async (trx) => {
    await lockDepartment(trx, officer.department);
    const [current] = await loadAlerts(trx, { department: officer.department, id });
    if (!current) throw new DomainError('not_found', 'dispatch.panicNotFound');
    if (current.acknowledgedAt) return current;
    await trx
      .updateTable('panic_alerts')
      .set({
        acknowledged_at: now,
        acknowledged_by: officer.id,
        acknowledged_by_callsign: officer.callsign,
      })
      .where('id', '=', id)
      .execute();
    const [alert] = await loadAlerts(trx, { department: officer.department, id });
    await recordEvent(trx, officer.department, 'panic.acknowledged', alert!, now);
    return alert!;
  });
}

import type { Kysely, Transaction } from 'kysely';
import { DomainError } from '../infra/errors';
import type { Officer } from './active-officer';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { BoloStatus } from '../schema/dispatch';
import type { BoloType } from './constants';
import { lockDepartment, recordEvent } from './events';

type Db = Kysely<Database> | Transaction<Database>;

/** A BOLO as the API and events carry it. */
export interface BoloView {
  _id: string;
  boloType: BoloType;
  vehicleDescription: string | null;
  vehiclePlate: string | null;
  personDescription: string | null;
  personName: string | null;
  location: string | null;
  details: string | null;
  status: BoloStatus;
  createdBy: string | null;
  createdAt: string;
  clearedBy: string | null;
  clearedAt: string | null;
}

export type BoloInput =
  | {
      boloType: 'vehicle';
      vehicleDescription: string;
      vehiclePlate?: string | null | undefined;
      location?: string | null | undefined;
      details?: string | null | undefined;
    }
  | {
      boloType: 'person';
      personDescription: string;
      personName?: string | null | undefined;
      location?: string | null | undefined;
      details?: string | null | undefined;
    };

const CLEARED_LIMIT = 50;

async function loadBolos(
  db: Db,
  where: { department: Department; id?: string; status?: BoloStatus },
): Promise<BoloView[]> {
  let query = db
    .selectFrom('bolos as b')
    .leftJoin('officers as cb', 'cb.id', 'b.created_by')
    .leftJoin('officers as cl', 'cl.id', 'b.cleared_by')
    .selectAll('b')
    .select(['cb.callsign as created_by_callsign', 'cl.callsign as cleared_by_callsign'])
    .where('b.department', '=', where.department);
  if (where.id) query = query.where('b.id', '=', where.id);
  if (where.status === 'Active')
    query = query.where('b.status', '=', 'Active').orderBy('b.created_at', 'desc').orderBy('b.id');
  if (where.status === 'Cleared')
    query = query
      .where('b.status', '=', 'Cleared')
      .orderBy('b.cleared_at', 'desc')
      .limit(CLEARED_LIMIT);
  const rows = await query.execute();
  return rows.map((r) => ({
    _id: r.id,
    boloType: r.bolo_type,
    vehicleDescription: r.vehicle_description,
    vehiclePlate: r.vehicle_plate,
    personDescription: r.person_description,
    personName: r.person_name,
    location: r.location,
    details: r.details,
    status: r.status,
    createdBy: r.created_by_callsign,
    createdAt: r.created_at.toISOString(),
    clearedBy: r.cleared_by_callsign,
    clearedAt: r.cleared_at?.toISOString() ?? null,
  }));
}

export async function listBolos(
  db: Db,
  department: Department,
  filter: 'active' | 'cleared' = 'active',
): Promise<BoloView[]> {
  return loadBolos(db, { department, status: filter === 'active' ? 'Active' : 'Cleared' });
}

export async function getBolo(db: Db, department: Department, id: string): Promise<BoloView> {
  const [bolo] = await loadBolos(db, { department, id });
  if (!bolo) throw new DomainError('not_found', 'dispatch.boloNotFound');
  return bolo;
}

export async function createBolo(
  db: Kysely<Database>,
  officer: Officer,
  input: BoloInput,
  now: Date,
): Promise<BoloView> {
  return db.transaction().execute(async (trx) => {
    await lockDepartment(trx, officer.department);
    const { id } = await trx
      .insertInto('bolos')
      .values({
        department: officer.department,
        bolo_type: input.boloType,
        // Only the chosen type's fields are kept.
        vehicle_description: input.boloType === 'vehicle' ? input.vehicleDescription : null,
        vehicle_plate: input.boloType === 'vehicle' ? input.vehiclePlate || null : null,
        person_description: input.boloType === 'person' ? input.personDescription : null,
        person_name: input.boloType === 'person' ? input.personName || null : null,
        location: input.location || null,
        details: input.details || null,
        created_by: officer.id,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bolo = await getBolo(trx, officer.department, id);
    await recordEvent(trx, officer.department, 'bolo.created', bolo, now);
    return bolo;
  });
}

export async function clearBolo(
  db: Kysely<Database>,
  officer: Officer,
  id: string,
  now: Date,
): Promise<BoloView> {
  return db.transaction().execute(async (trx) => {
    await lockDepartment(trx, officer.department);
    const current = await getBolo(trx, officer.department, id);
    if (current.status !== 'Active')
      throw new DomainError('conflict', 'dispatch.boloAlreadyCleared');
    await trx
      .updateTable('bolos')
      .set({ status: 'Cleared', cleared_at: now, cleared_by: officer.id })
      .where('id', '=', id)
      .execute();
    const bolo = await getBolo(trx, officer.department, id);
    await recordEvent(trx, officer.department, 'bolo.cleared', bolo, now);
    return bolo;
  });
}

/** The department's active vehicle BOLOs naming a plate (a plate search shows them). */
export async function activeBolosForPlate(
  db: Db,
  department: Department,
  plate: string,
): Promise<BoloView[]> {
  const bolos = await listBolos(db, department, 'active');
  const wanted = plate.toLowerCase();
  return bolos.filter((b) => b.boloType === 'vehicle' && b.vehiclePlate?.toLowerCase() === wanted);
}

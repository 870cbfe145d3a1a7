import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { applyCustomFields, type NewRecordCustomFields } from '../values/custom-field-values';
import { englishMessage } from '../messages';
import { generateVin } from './identifiers';
import { requireOwned } from './owned';
import { isUniqueViolation } from './unique';

export type VehicleRow = Selectable<Database['vehicles']>;

/** The vehicle's own fields as stored, plus its id, status and theft. */
export interface VehicleJson extends Pick<
  VehicleRow,
  'plate' | 'vin' | 'make' | 'model' | 'year' | 'color' | 'type' | 'insured'
> {
  _id: string;
  status: string;
  civilianId: string;
  /** Reported stolen by its owner and not yet recovered (status "Stolen"). */
  stolen: boolean;
  stolenAt: string | null;
}

export interface VehicleFields {
  plate: string;
  make: string;
  model: string;
  year: number | null;
  color: string | null;
  type: string;
  insured: boolean;
}

export const DUPLICATE_PLATE = englishMessage('civilians.duplicatePlate');

/** The one mapping from a vehicles row to the API's vehicle JSON. */
export function toVehicleJson(row: VehicleRow): VehicleJson {
  return {
    _id: row.id,
    plate: row.plate,
    vin: row.vin,
    make: row.make,
    model: row.model,
    year: row.year,
    color: row.color,
    type: row.type,
    insured: row.insured,
    status: row.status,
    civilianId: row.civilian_id,
    stolen: row.stolen_at !== null,
    stolenAt: row.stolen_at?.toISOString() ?? null,
  };
}

export async function listVehicles(
  db: Kysely<Database>,
  civilianId: string,
): Promise<VehicleJson[]> {
  const rows = await db
    .selectFrom('vehicles')
    .selectAll()
    .where('civilian_id', '=', civilianId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toVehicleJson);
}

/** A vehicle whose civilian belongs to the member; anything else is not found. */
export async function requireOwnedVehicle(
  db: Kysely<Database>,
  discordId: string,
  vehicleId: string,
): Promise<VehicleRow> {
  return requireOwned(db, 'vehicles', vehicleId, discordId, 'civilians.vehicleNotFound');
}

/** Another vehicle has the plate: the member is told which field to change. */
function refusePlateTaken(err: unknown): void {
  if (isUniqueViolation(err, 'vehicles_plate_unique')) {
    throw new DomainError('conflict', 'civilians.duplicatePlate', { field: 'plate' });
  }
}

/**
 * Registers a vehicle to a civilian the caller has already checked. A VIN is generated when
 * none is given; plates and VINs are unique across the community, case-insensitively.
 */
export async function registerVehicle(
  db: Kysely<Database>,
  civilianId: string,
  fields: VehicleFields & { vin?: string | undefined },
  now: Date,
  custom?: NewRecordCustomFields,
): Promise<VehicleRow> {
  const given = fields.vin;
  for (let attempt = 1; ; attempt++) {
    try {
      // One transaction per attempt: a failed insert ends its transaction on PostgreSQL.
      return await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('vehicles')
          .values({
            civilian_id: civilianId,
            plate: fields.plate,
            vin: given ?? generateVin(fields.year),
            make: fields.make,
            model: fields.model,
            year: fields.year,
            color: fields.color,
            type: fields.type,
            insured: fields.insured,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (custom) {
          await applyCustomFields(trx, 'vehicle', row.id, custom.writer, custom.values, now);
        }
        return row;
      });
    } catch (err) {
      refusePlateTaken(err);
      if (isUniqueViolation(err, 'vehicles_vin_unique')) {
        // A generated VIN colliding is astronomically rare: draw another one.
        if (given === undefined && attempt < 5) continue;
        throw new DomainError('conflict', 'civilians.duplicateVin', { field: 'vin' });
      }
      throw err;
    }
  }
}

export async function updateVehicle(
  db: Kysely<Database>,
  discordId: string,
  vehicleId: string,
  fields: VehicleFields,
  now: Date,
): Promise<VehicleRow> {
  await requireOwnedVehicle(db, discordId, vehicleId);
  try {
    return await db
      .updateTable('vehicles')
      .set({ ...fields, updated_at: now })
      .where('id', '=', vehicleId)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    refusePlateTaken(err);
    throw err;
  }
}

export async function deleteVehicle(
  db: Kysely<Database>,
  discordId: string,
  vehicleId: string,
): Promise<void> {
  await requireOwnedVehicle(db, discordId, vehicleId);
  await db.deleteFrom('vehicles').where('id', '=', vehicleId).execute();
}

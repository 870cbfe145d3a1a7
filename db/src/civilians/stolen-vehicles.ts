import type { Kysely, Transaction } from 'kysely';
import { DomainError } from '../infra/errors';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import { getBolo, type BoloView } from '../dispatch/bolos';
import { lockDepartment, recordEvent } from '../dispatch/events';
import { toVehicleJson, type VehicleJson } from './vehicles';

export interface StolenReport {
  /** The department whose officers get the BOLO (the one the owner plays in). */
  department: Department;
  location?: string | null | undefined;
  details?: string | null | undefined;
}

/** The owner's vehicle, locked for the rest of the transaction; anyone else's is not found. */
async function lockOwnedVehicle(trx: Transaction<Database>, discordId: string, vehicleId: string) {
  const row = await trx
    .selectFrom('vehicles')
    .innerJoin('civilians', 'civilians.id', 'vehicles.civilian_id')
    .selectAll('vehicles')
    .select(['civilians.first_name', 'civilians.last_name'])
    .where('vehicles.id', '=', vehicleId)
    .where('civilians.discord_id', '=', discordId)
    .forUpdate('vehicles')
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'civilians.vehicleNotFound');
  return row;
}

/**
 * The owner reports their vehicle stolen: it shows STOLEN in every plate or VIN search, and a
 * vehicle BOLO goes out to the department's officers, in one transaction.
 */
export async function reportVehicleStolen(
  db: Kysely<Database>,
  discordId: string,
  vehicleId: string,
  report: StolenReport,
  now: Date,
): Promise<{ vehicle: VehicleJson; bolo: BoloView }> {
  return db.transaction().execute(async (trx) => {
    const vehicle = await lockOwnedVehicle(trx, discordId, vehicleId);
    if (vehicle.stolen_at) {
      throw new DomainError('conflict', 'civilians.alreadyStolen', {
        params: { plate: vehicle.plate },
      });
    }
    await lockDepartment(trx, report.department);
    const description = [vehicle.color, vehicle.year, vehicle.make, vehicle.model]
      .filter(Boolean)
      .join(' ');
    const owner = `${vehicle.first_name} ${vehicle.last_name}`;
    const { id } = await trx
      .insertInto('bolos')
      .values({
        department: report.department,
        bolo_type: 'vehicle',
        vehicle_description: `Stolen vehicle: ${description}`,
        vehicle_plate: vehicle.plate,
        location: report.location || null,
        details: [`Reported stolen by its owner, ${owner}.`, report.details]
          .filter(Boolean)
          .join(' '),
        created_by: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const updated = await trx
      .updateTable('vehicles')
      .set({ status: 'Stolen', stolen_at: now, stolen_bolo_id: id, updated_at: now })
      .where('id', '=', vehicleId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const bolo = await getBolo(trx, report.department, id);
    await recordEvent(trx, report.department, 'bolo.created', bolo, now);
    return { vehicle: toVehicleJson(updated), bolo };
  });
}

/** The owner got it back: the flag goes, and the BOLO its report created is cleared. */
export async function reportVehicleRecovered(
  db: Kysely<Database>,
  discordId: string,
  vehicleId: string,
  now: Date,
): Promise<{ vehicle: VehicleJson; bolo: BoloView | null }> {
  return db.transaction().execute(async (trx) => {
    const vehicle = await lockOwnedVehicle(trx, discordId, vehicleId);
    if (!vehicle.stolen_at) {
      throw new DomainError('conflict', 'civilians.notStolen', {
        params: { plate: vehicle.plate },
      });
    }
    let bolo: BoloView | null = null;
    if (vehicle.stolen_bolo_id) {
      const found = await trx
        .selectFrom('bolos')
        .select(['department', 'status'])
        .where('id', '=', vehicle.stolen_bolo_id)
        .executeTakeFirst();
      if (found) {
        await lockDepartment(trx, found.department);
        if (found.status === 'Active') {
          await trx
            .updateTable('bolos')
            .set({ status: 'Cleared', cleared_at: now, cleared_by: null })
            .where('id', '=', vehicle.stolen_bolo_id)
            .execute();
        }
        bolo = await getBolo(trx, found.department, vehicle.stolen_bolo_id);
        if (found.status === 'Active') {
          await recordEvent(trx, found.department, 'bolo.cleared', bolo, now);
        }
      }
    }
    const updated = await trx
      .updateTable('vehicles')
      .set({ status: 'Valid', stolen_at: null, stolen_bolo_id: null, updated_at: now })
      .where('id', '=', vehicleId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { vehicle: toVehicleJson(updated), bolo };
  });
}

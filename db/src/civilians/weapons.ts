import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { WeaponsTable } from '../schema/core';
import { DomainError } from '../infra/errors';
import { applyCustomFields, type NewRecordCustomFields } from '../values/custom-field-values';
import { englishMessage } from '../messages';
import { requireOwned } from './owned';
import { isUniqueViolation } from './unique';

export type WeaponRow = Selectable<WeaponsTable>;

export interface WeaponJson {
  _id: string;
  weaponType: string;
  serialNumber: string;
  registeredName: string;
  civilianId: string;
}

export const DUPLICATE_SERIAL = englishMessage('civilians.duplicateSerial');

/** The one mapping from a weapons row to the API's weapon JSON. */
export function toWeaponJson(row: WeaponRow): WeaponJson {
  return {
    _id: row.id,
    weaponType: row.weapon_type,
    serialNumber: row.serial_number,
    registeredName: row.registered_name,
    civilianId: row.civilian_id,
  };
}

export async function listWeapons(db: Kysely<Database>, civilianId: string): Promise<WeaponJson[]> {
  const rows = await db
    .selectFrom('weapons')
    .selectAll()
    .where('civilian_id', '=', civilianId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toWeaponJson);
}

/** A weapon whose civilian belongs to the member; anything else is not found. */
export async function requireOwnedWeapon(
  db: Kysely<Database>,
  discordId: string,
  weaponId: string,
): Promise<WeaponRow> {
  return requireOwned(db, 'weapons', weaponId, discordId, 'civilians.weaponNotFound');
}

/** Registers a weapon to a civilian the caller has already checked; serials are unique. */
export async function registerWeapon(
  db: Kysely<Database>,
  civilianId: string,
  fields: { weaponType: string; serialNumber: string; registeredName: string },
  now: Date,
  custom?: NewRecordCustomFields,
): Promise<WeaponRow> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('weapons')
        .values({
          civilian_id: civilianId,
          weapon_type: fields.weaponType,
          serial_number: fields.serialNumber,
          registered_name: fields.registeredName,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (custom) await applyCustomFields(trx, 'weapon', row.id, custom.writer, custom.values, now);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'weapons_serial_unique')) {
      throw new DomainError('conflict', 'civilians.duplicateSerial', { field: 'serialNumber' });
    }
    throw err;
  }
}

/** The serial number is fixed at registration; only the type and registered name change. */
export async function updateWeapon(
  db: Kysely<Database>,
  discordId: string,
  weaponId: string,
  fields: { weaponType: string; registeredName: string; serialNumber?: string | undefined },
  now: Date,
): Promise<WeaponRow> {
  const current = await requireOwnedWeapon(db, discordId, weaponId);
  if (
    fields.serialNumber !== undefined &&
    fields.serialNumber.toUpperCase() !== current.serial_number.toUpperCase()
  ) {
    throw new DomainError('invalid', 'civilians.serialNumberFixed', {
      field: 'serialNumber',
    });
  }
  return db
    .updateTable('weapons')
    .set({
      weapon_type: fields.weaponType,
      registered_name: fields.registeredName,
      updated_at: now,
    })
    .where('id', '=', weaponId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteWeapon(
  db: Kysely<Database>,
  discordId: string,
  weaponId: string,
): Promise<void> {
  await requireOwnedWeapon(db, discordId, weaponId);
  await db.deleteFrom('weapons').where('id', '=', weaponId).execute();
}

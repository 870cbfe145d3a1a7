import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { applyCustomFields, type NewRecordCustomFields } from '../values/custom-field-values';
import { generateSsn } from './identifiers';
import { withFreshIdentifier } from './unique';
import { listVehicles, type VehicleJson } from './vehicles';
import { listWeapons, type WeaponJson } from './weapons';
import { recordAudit } from '../staff/audit-log';
import { lockWallet } from '../bank/provision';
import { syncItemRoles } from '../economy/item-roles';
import {
  boundedLimit,
  pageOf,
  readCreationPage,
  PAGE_SIZE,
  type KeysetPage,
} from '../infra/keyset-paging';
import { escapeLike, lowerLikePostgres } from '../infra/text';

export type CivilianRow = Selectable<Database['civilians']>;

/** The last declaration of death or life by fire/rescue, as the owner and searches see it. */
export interface VitalStatusJson {
  deceased: boolean;
  reason: string;
  declaredBy: { name: string; callsign: string };
  declaredAt: string;
}

/** The civilian's editable fields, already trimmed and normalised by the API's schema. */
export interface CivilianFields {
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  dateOfBirth: string;
  age: number | null;
  sex: string | null;
  knownAliases: string[];
  residence: string | null;
  zipCode: string | null;
  occupation: string | null;
  height: string | null;
  weight: string | null;
  skinTone: string | null;
  hairColor: string | null;
  eyeColor: string | null;
  emergencyContactName: string | null;
}

/** A civilian in the API's JSON shape. `vehicles`/`weapons` are ids unless populated. */
export interface CivilianJson extends CivilianFields {
  _id: string;
  discordId: string;
  licenses: string[];
  ssn: string | null;
  deceased: boolean;
  /** Null until fire/rescue declares the civilian deceased or alive. */
  vitalStatus: VitalStatusJson | null;
  vehicles: string[] | VehicleJson[];
  weapons: string[] | WeaponJson[];
  createdAt: string;
}

const COLUMNS: Record<keyof CivilianFields, keyof CivilianRow> = {
  firstName: 'first_name',
  lastName: 'last_name',
  middleInitial: 'middle_initial',
  dateOfBirth: 'date_of_birth',
  age: 'age',
  sex: 'sex',
  knownAliases: 'known_aliases',
  residence: 'residence',
  zipCode: 'zip_code',
  occupation: 'occupation',
  height: 'height',
  weight: 'weight',
  skinTone: 'skin_tone',
  hairColor: 'hair_color',
  eyeColor: 'eye_color',
  emergencyContactName: 'emergency_contact_name',
};

/** The one mapping from a civilians row to the API's civilian JSON. */
export function toCivilianJson(
  row: CivilianRow,
  related: {
    licenses: string[];
    vehicles: string[] | VehicleJson[];
    weapons: string[] | WeaponJson[];
  },
): CivilianJson {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    middleInitial: row.middle_initial,
    dateOfBirth: row.date_of_birth,
    age: row.age,
    sex: row.sex,
    knownAliases: row.known_aliases,
    residence: row.residence,
    zipCode: row.zip_code,
    occupation: row.occupation,
    height: row.height,
    weight: row.weight,
    skinTone: row.skin_tone,
    hairColor: row.hair_color,
    eyeColor: row.eye_color,
    emergencyContactName: row.emergency_contact_name,
    discordId: row.discord_id,
    ssn: row.ssn,
    deceased: row.deceased,
    vitalStatus: toVitalStatusJson(row),
    createdAt: row.created_at.toISOString(),
    ...related,
  };
}

export function toVitalStatusJson(row: CivilianRow): VitalStatusJson | null {
  if (!row.vital_declared_at) return null;
  return {
    deceased: row.deceased,
    reason: row.vital_reason ?? '',
    declaredBy: {
      name: row.vital_declared_by_name ?? '',
      callsign: row.vital_declared_by_callsign ?? '',
    },
    declaredAt: row.vital_declared_at.toISOString(),
  };
}

/** The member's own civilian, or undefined (another member's civilian looks the same). */
export async function findOwnedCivilian(
  db: Kysely<Database>,
  discordId: string,
  civilianId: string,
): Promise<CivilianRow | undefined> {
  return db
    .selectFrom('civilians')
    .selectAll()
    .where('id', '=', civilianId)
    .where('discord_id', '=', discordId)
    .executeTakeFirst();
}

/** As findOwnedCivilian, but a missing or foreign civilian is a not-found error. */
export async function requireOwnedCivilian(
  db: Kysely<Database>,
  discordId: string,
  civilianId: string,
): Promise<CivilianRow> {
  const row = await findOwnedCivilian(db, discordId, civilianId);
  if (!row) throw new DomainError('not_found', 'civilians.notFound');
  return row;
}

/**
 * The member's civilians, oldest first, a page at a time (keyset-paging.ts), with license names
 * and vehicle/weapon ids.
 */
export async function listCivilians(
  db: Kysely<Database>,
  discordId: string,
  page: KeysetPage = { limit: PAGE_SIZE.max },
): Promise<{ civilians: CivilianJson[]; nextCursor: string | null }> {
  const query = db.selectFrom('civilians').selectAll().where('discord_id', '=', discordId);
  const { rows, nextCursor } = await readCreationPage(query, page, { order: 'oldest' });
  return { civilians: await withBelongings(db, rows), nextCursor };
}

async function withBelongings(db: Kysely<Database>, rows: CivilianRow[]): Promise<CivilianJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [licenses, vehicles, weapons] = await Promise.all([
    db
      .selectFrom('civilian_licenses')
      .select(['civilian_id', 'license_type'])
      .where('civilian_id', 'in', ids)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('vehicles')
      .select(['civilian_id', 'id'])
      .where('civilian_id', 'in', ids)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('weapons')
      .select(['civilian_id', 'id'])
      .where('civilian_id', 'in', ids)
      .orderBy('created_at')
      .execute(),
  ]);
  const of = <T extends { civilian_id: string }, V>(list: T[], id: string, pick: (t: T) => V) =>
    list.filter((x) => x.civilian_id === id).map(pick);
  return rows.map((row) =>
    toCivilianJson(row, {
      licenses: of(licenses, row.id, (l) => l.license_type),
      vehicles: of(vehicles, row.id, (v) => v.id),
      weapons: of(weapons, row.id, (w) => w.id),
    }),
  );
}

/** One civilian as JSON; `populate` embeds full vehicles and weapons instead of ids. */
export async function civilianJson(
  db: Kysely<Database>,
  row: CivilianRow,
  populate: boolean,
): Promise<CivilianJson> {
  const [licenses, vehicles, weapons] = await Promise.all([
    licenseNames(db, row.id),
    listVehicles(db, row.id),
    listWeapons(db, row.id),
  ]);
  return toCivilianJson(row, {
    licenses,
    vehicles: populate ? vehicles : vehicles.map((v) => v._id),
    weapons: populate ? weapons : weapons.map((w) => w._id),
  });
}

/** One civilian by id with its vehicles and weapons, whoever owns it (404 if none). */
export async function civilianById(
  db: Kysely<Database>,
  civilianId: string,
): Promise<CivilianJson> {
  const row = await db
    .selectFrom('civilians')
    .selectAll()
    .where('id', '=', civilianId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'civilians.notFound');
  return civilianJson(db, row, true);
}

export async function licenseNames(db: Kysely<Database>, civilianId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('civilian_licenses')
    .select('license_type')
    .where('civilian_id', '=', civilianId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.license_type);
}

function toColumns(fields: Partial<CivilianFields>) {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    values[COLUMNS[key as keyof CivilianFields]] = value;
  }
  return values as Partial<Omit<CivilianRow, 'id' | 'created_at' | 'deceased' | `vital_${string}`>>;
}

/** Creates a civilian for the member, with a freshly generated SSN. */
export async function createCivilian(
  db: Kysely<Database>,
  discordId: string,
  fields: CivilianFields,
  now: Date,
  maxPerMember = Infinity,
  custom?: NewRecordCustomFields,
): Promise<CivilianRow> {
  return withFreshIdentifier('civilians_ssn_key', () =>
    db.transaction().execute(async (trx) => {
      if (Number.isFinite(maxPerMember)) {
        // The member's row lock serialises their creations, so a burst cannot pass the cap.
        await trx
          .selectFrom('users')
          .select('discord_id')
          .where('discord_id', '=', discordId)
          .forUpdate()
          .execute();
        const { count } = await trx
          .selectFrom('civilians')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('discord_id', '=', discordId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= maxPerMember) {
          throw new DomainError('unprocessable', 'civilians.limitReached', {
            params: { max: maxPerMember },
          });
        }
      }
      const row = await trx
        .insertInto('civilians')
        .values({
          ...toColumns(fields),
          first_name: fields.firstName,
          last_name: fields.lastName,
          date_of_birth: fields.dateOfBirth,
          discord_id: discordId,
          ssn: generateSsn(),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (custom) {
        await applyCustomFields(trx, 'civilian', row.id, custom.writer, custom.values, now);
      }
      return row;
    }),
  );
}

/** Changes only the fields given; a foreign civilian is not found. */
export async function updateCivilian(
  db: Kysely<Database>,
  discordId: string,
  civilianId: string,
  fields: Partial<CivilianFields>,
  now: Date,
): Promise<CivilianRow> {
  const row = await db
    .updateTable('civilians')
    .set({ ...toColumns(fields), updated_at: now })
    .where('id', '=', civilianId)
    .where('discord_id', '=', discordId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'civilians.notFound');
  return row;
}

/**
 * Records the civilian's death (and its audit entry); the record stays for searches and
 * reports. The owner's own word replaces any earlier declaration by fire/rescue.
 */
export async function markCivilianDeceased(
  db: Kysely<Database>,
  discordId: string,
  civilianId: string,
  now: Date,
): Promise<CivilianRow> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('civilians')
      .select('deceased')
      .where('id', '=', civilianId)
      .where('discord_id', '=', discordId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new DomainError('not_found', 'civilians.notFound');
    const row = await trx
      .updateTable('civilians')
      .set({
        deceased: true,
        updated_at: now,
        vital_reason: null,
        vital_declared_by_name: null,
        vital_declared_by_callsign: null,
        vital_declared_at: null,
      })
      .where('id', '=', civilianId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      at: now,
      actor: { discordId, profile: 'Civilian owner' },
      action: 'civilian.deceased',
      target: { type: 'civilian', id: row.id, label: `${row.first_name} ${row.last_name}` },
      before: { deceased: before.deceased },
      after: { deceased: true },
    });
    return row;
  });
}

/**
 * Deletes the member's civilian. Its licenses, vehicles, weapons, medical records and DMV
 * tests go with it through ON DELETE CASCADE, in one transaction, so nothing is left pointing
 * at it and no half-deleted state is ever visible.
 *
 * Refused while deleting would let a player escape the law or destroy money: an unpaid fine,
 * an active warrant, or a balance in cash or any account.
 *
 * Locks follow the bank's order (see bank/movements.ts): the wallet, the accounts in id order,
 * then the civilian row. A posting holds its wallet and account locks before its ledger row
 * needs the civilian, so locking the civilian first (and its accounts through the cascade
 * later) could deadlock with a transfer into one of its accounts. In this order a posting
 * either finishes first (and its money then refuses the deletion) or waits and fails cleanly.
 */
export async function deleteCivilian(
  db: Kysely<Database>,
  discordId: string,
  civilianId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('civilians')
      .select('id')
      .where('id', '=', civilianId)
      .where('discord_id', '=', discordId)
      .executeTakeFirst();
    if (!owned) throw new DomainError('not_found', 'civilians.notFound');
    await lockWallet(trx, civilianId);
    await trx
      .selectFrom('bank_accounts')
      .select('id')
      .where('civilian_id', '=', civilianId)
      .orderBy('id')
      .forUpdate()
      .execute();
    const civilian = await trx
      .selectFrom('civilians')
      .select('id')
      .where('id', '=', civilianId)
      .forUpdate()
      .executeTakeFirst();
    if (!civilian) throw new DomainError('not_found', 'civilians.notFound');

    const { rows } = await sql<{ unpaid: boolean; warrant: boolean; money: boolean }>`
      SELECT
        EXISTS (SELECT 1 FROM records
                WHERE civilian_id = ${civilianId} AND fine_cents > 0 AND paid_at IS NULL
                  AND expunged_at IS NULL) AS unpaid,
        EXISTS (SELECT 1 FROM warrants
                WHERE civilian_id = ${civilianId} AND status = 'Active'
                  AND (expires_at IS NULL OR expires_at > ${now})) AS warrant,
        EXISTS (SELECT 1 FROM bank_wallets
                WHERE civilian_id = ${civilianId} AND balance_cents > 0)
          OR EXISTS (SELECT 1 FROM bank_accounts
                     WHERE civilian_id = ${civilianId} AND balance_cents > 0) AS money
    `.execute(trx);
    const blockers = rows[0];
    if (blockers?.unpaid) {
      throw new DomainError('conflict', 'civilians.hasUnpaidFines');
    }
    if (blockers?.warrant) {
      throw new DomainError('conflict', 'civilians.hasWarrant');
    }
    if (blockers?.money) {
      throw new DomainError('conflict', 'civilians.hasMoney');
    }
    await trx.deleteFrom('civilians').where('id', '=', civilianId).execute();
    // Its items leave with it, and the Discord roles they gave unless another civilian holds one.
    await syncItemRoles(trx, [discordId]);
  });
}

export interface CivilianName {
  _id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/**
 * Every civilian in the community, by name, a page at a time: what the officers' warrant
 * form picks from.
 */
export async function listCivilianNames(
  db: Kysely<Database>,
  page: KeysetPage,
  /** Part of "first last", any case (the form's type-ahead); the name trigram index serves it. */
  q?: string,
): Promise<{ civilians: CivilianName[]; nextCursor: string | null }> {
  const limit = boundedLimit(page.limit);
  let query = db.selectFrom('civilians').select(['id', 'first_name', 'last_name', 'date_of_birth']);
  if (q) {
    const needle = `%${escapeLike(lowerLikePostgres(q))}%`;
    query = query.where(sql<boolean>`lower(first_name || ' ' || last_name) LIKE ${needle}`);
  }
  if (page.after) {
    const [last, first, id] = page.after;
    query = query.where(
      sql<boolean>`(last_name, first_name, id) > (${last}::text, ${first}::text, ${id}::uuid)`,
    );
  }
  const found = await query
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  const { rows, nextCursor } = pageOf(found, limit, (r) => [r.last_name, r.first_name, r.id]);
  return {
    civilians: rows.map((r) => ({
      _id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      dateOfBirth: r.date_of_birth,
    })),
    nextCursor,
  };
}

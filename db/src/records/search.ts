import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import { DomainError } from '../infra/errors';
import { lowerLikePostgres } from '../infra/text';
import { toCivilianJson, type CivilianJson } from '../civilians/civilians';
import { toVehicleJson, type VehicleJson } from '../civilians/vehicles';
import { toWeaponJson, type WeaponJson } from '../civilians/weapons';
import { toMedicalRecordJson, type MedicalRecordJson } from '../civilians/medical';
import type { KeysetPage } from '../infra/keyset-paging';
import { pageCivilianRecords, type RecordCounts, type RecordsByType } from './reports';
import { listWarrants, type WarrantJson } from './warrants';
import { patientCareReportsOf, type PatientCareReportSummary } from '../safr/reports';

/** Suggestion list length (lists scroll after about 10-15 rows). */
export const SUGGESTION_LIMIT = 12;
/** Names suggest from 2 characters, plates and serials from 1. */
export const MIN_NAME_QUERY = 2;
/** Below this, trigrams carry too little to rank by similarity; prefixes alone answer. */
const MIN_FUZZY_QUERY = 3;
/** Every VIN is this long (vehicles.schemas.ts, identifiers.ts). */
const VIN_LENGTH = 17;
/** Typo search checks this many typed words against the name; more add cost, not precision. */
const MAX_TYPED_WORDS = 4;

// These expressions must match the migration's index expressions character for character,
// or the planner cannot use the indexes.
const NAME = sql.raw(`lower(first_name || ' ' || last_name)`);
const LAST_NAME = sql.raw('lower(last_name)');
const PLATE = sql.raw('lower(plate)');
const VIN = sql.raw('lower(vin)');
const SERIAL = sql.raw('lower(serial_number)');
const SERIAL_TAIL = sql.raw(`regexp_replace(lower(serial_number), '^wpn-', '')`);
const OWNER = sql.raw('lower(registered_name)');

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (q: string) => `%${escapeLike(q)}%`;

export interface NameSuggestion {
  _id: string;
  name: string;
  dateOfBirth: string;
}
export interface VehicleSuggestion {
  _id: string;
  plate: string;
  vin: string | null;
  make: string;
  model: string;
  color: string | null;
  civilianId: string;
}
export interface WeaponSuggestion {
  _id: string;
  serialNumber: string;
  weaponType: string;
  registeredName: string;
  civilianId: string;
}

interface Ranked<T> {
  item: T;
  /** 0 exact, 1 prefix, 2 secondary prefix, 3 substring, 4 similar. */
  rank: number;
  key: string;
  similarity: number;
}

/** Ranks at or below this are substring and typo matches (see Ranked.rank). */
const FIRST_FUZZY_RANK = 3;

/**
 * Dedupes by id keeping the best rank, then orders exact, prefix, substring, similar.
 * With `spread`, substring and typo matches show one record per key before a second one of
 * any key: in a large community a name is carried by many civilians, and a typo that looks
 * a little more like another name would otherwise fill the list with that name alone and
 * push out the one meant. Exact and prefix matches keep their order.
 */
function rankAndTrim<T extends { _id: string }>(
  rows: Ranked<T>[],
  limit: number,
  spread = false,
): T[] {
  const best = new Map<string, Ranked<T>>();
  for (const row of rows) {
    const seen = best.get(row.item._id);
    if (!seen || row.rank < seen.rank) best.set(row.item._id, row);
  }
  const byId = (a: Ranked<T>, b: Ranked<T>) => (a.item._id < b.item._id ? -1 : 1);
  const copy = new Map<Ranked<T>, number>();
  if (spread) {
    const sameKey = new Map<string, Ranked<T>[]>();
    for (const row of best.values()) {
      if (row.rank < FIRST_FUZZY_RANK) continue;
      const group = sameKey.get(row.key) ?? [];
      group.push(row);
      sameKey.set(row.key, group);
    }
    for (const group of sameKey.values()) group.sort(byId).forEach((r, i) => copy.set(r, i));
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (copy.get(a) ?? 0) - (copy.get(b) ?? 0) ||
        b.similarity - a.similarity ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
        byId(a, b),
    )
    .slice(0, limit)
    .map((r) => r.item);
}

type SearchTable = 'civilians' | 'vehicles' | 'weapons';

const COLUMNS: Record<SearchTable, RawBuilder<unknown>> = {
  civilians: sql.raw('id, first_name, last_name, date_of_birth'),
  vehicles: sql.raw('id, plate, vin, make, model, color, civilian_id'),
  weapons: sql.raw('id, serial_number, weapon_type, registered_name, civilian_id'),
};

/**
 * The least string greater than every string starting with `prefix`, in the byte order of
 * the text_pattern_ops indexes (UTF-8 bytes, which follow code point order): the prefix with
 * its last character advanced, as PostgreSQL itself derives the index range from a LIKE.
 */
export function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  while (chars.length) {
    let code = chars.pop()!.codePointAt(0)! + 1;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xe000;
    if (code <= 0x10ffff) return chars.join('') + String.fromCodePoint(code);
  }
  // Only a prefix of nothing but U+10FFFF gets here: nothing sorts after it.
  return `${prefix}\u{10FFFF}`;
}

/**
 * One ordered prefix scan per key. `USING ~<~` asks for the order of the text_pattern_ops
 * index, whatever the database collation, so the planner walks that index from the prefix
 * and stops after `limit` rows however large the table is. The prefix is matched as that
 * range (not a LIKE the planner derives it from) so that the prepared statement's generic
 * plan walks the index too, and cannot be tempted by the trigram index that also serves LIKE.
 *
 * A `lesser` branch ranks below every `best` one (see matchRows), so it is read only while
 * those found fewer than `limit` rows: when they fill the list, its rows could never show.
 * The condition is uncorrelated, so PostgreSQL checks it once and skips the scan.
 */
function prefixBranch(
  table: SearchTable,
  key: RawBuilder<unknown>,
  prefix: string,
  rank: number,
  limit: number,
  lesser = false,
) {
  const whileShort = lesser ? sql`AND (SELECT count(*) FROM best) < ${limit}::int` : sql``;
  return sql`(SELECT ${COLUMNS[table]}, ${key} AS key, ${rank}::int AS rank, 1::real AS similarity
    FROM ${sql.table(table)}
    WHERE ${key} ~>=~ ${prefix}::text AND ${key} ~<~ ${prefixUpperBound(prefix)}::text ${whileShort}
    ORDER BY ${key} USING ~<~ LIMIT ${limit}::int)`;
}

/**
 * Substring and typo-tolerant matches through the trigram GIN index: a substring LIKE, then
 * `%` (similarity above TRIGRAM_THRESHOLD, a per-connection setting), best similarity first.
 * Two branches, not one OR: ordering each by similarity makes the planner collect its matches
 * from the GIN index instead of scanning the table hoping to stop early. They sit beside the
 * prefix branches (the `prefix` CTE, see matchRows) and run only when those found nothing.
 */
function fuzzyBranches(table: SearchTable, key: RawBuilder<unknown>, q: string, limit: number) {
  const branch = (where: RawBuilder<unknown>, rank: number) =>
    sql`(SELECT ${COLUMNS[table]}, ${key} AS key, ${rank}::int AS rank,
        similarity(${key}, ${q}::text)::real AS similarity
      FROM ${sql.table(table)} WHERE ${where} AND NOT EXISTS (SELECT 1 FROM prefix)
      ORDER BY similarity DESC LIMIT ${limit}::int)`;
  return [branch(sql`${key} LIKE ${containing(q)}::text`, 3), branch(sql`${key} % ${q}::text`, 4)];
}

/**
 * Name substring and typo matches, as fuzzyBranches but read from civilian_names (each
 * distinct name once, see migration 0015) instead of every civilian: the `limit` best names
 * by similarity (then name), then the civilians carrying them through the name prefix index.
 * Civilians with the same name share its similarity, so the best `limit` civilians are always
 * among the first `limit` of those names' civilians (by id, the final tiebreak of rankAndTrim).
 *
 * Every word typed must also share some of its trigrams with the name (`<%` above
 * WORD_TRIGRAM_THRESHOLD: one for a short word). A correctly typed last name alone is 40% of
 * a full name's trigrams, so without this "jonh smith" reads and discards every Smith; with it
 * the index keeps the Smiths that share something with "jonh", and suggestions that match one
 * word only drop out. The index evaluates all the conditions on the trigrams it already reads.
 */
function nameFuzzyBranches(q: string, limit: number) {
  const branch = (where: RawBuilder<unknown>, rank: number) =>
    sql`(SELECT c.id, c.first_name, c.last_name, c.date_of_birth, n.name AS key, ${rank}::int AS rank,
        n.similarity
      FROM (SELECT name, similarity(name, ${q}::text)::real AS similarity FROM civilian_names
        WHERE ${where} AND NOT EXISTS (SELECT 1 FROM prefix)
        ORDER BY similarity DESC, name LIMIT ${limit}::int) n
      CROSS JOIN LATERAL (SELECT id, first_name, last_name, date_of_birth FROM civilians
        WHERE ${NAME} = n.name ORDER BY id LIMIT ${limit}::int) c)`;
  const similar = [sql`name % ${q}::text`, ...wordChecks(q)];
  return [
    branch(sql`name LIKE ${containing(q)}::text`, 3),
    branch(sql.join(similar, sql` AND `), 4),
  ];
}

/**
 * The conditions that each word typed resembles the name (see nameFuzzyBranches): words of
 * three letters or more, at most MAX_TYPED_WORDS; none for a single word, whose similarity to
 * the name is the whole query's. pg_trgm reads letters and digits only, so "..." or "--" has
 * no trigrams to share. A three-letter word with its first two letters swapped ("ikm" for
 * "kim") keeps none of its trigrams, so it also passes as it reads with them back in place.
 */
export function wordChecks(q: string): RawBuilder<unknown>[] {
  const words = q.split(' ').filter((w) => w.length >= MIN_FUZZY_QUERY && /[\p{L}\p{N}]/u.test(w));
  if (words.length < 2) return [];
  return words.slice(0, MAX_TYPED_WORDS).map((w) => {
    const chars = [...w];
    if (chars.length !== 3) return sql`${w}::text <% name`;
    const swapped = chars[1]! + chars[0]! + chars[2]!;
    return sql`(${w}::text <% name OR ${swapped}::text <% name)`;
  });
}

type Hit<Row> = Row & { key: string; rank: number; similarity: number };

interface Branches {
  /** Exact and prefix matches of the best rank. */
  best: RawBuilder<unknown>[];
  /** Prefix matches ranked below all of `best`, built with prefixBranch's `lesser`. */
  lesser?: RawBuilder<unknown>[];
  /** Substring and typo matches (fuzzyBranches), for when no prefix matched. */
  fuzzy?: RawBuilder<unknown>[] | undefined;
}

/**
 * Exact and prefix matches, one short index walk per key; only when nothing starts with what
 * was typed do substring and similar (typo) matches answer, through the trigram index. One
 * statement either way: the later branches' uncorrelated conditions on the `best` and
 * `prefix` CTEs are one-time filters, so PostgreSQL skips their index scans entirely when
 * earlier branches already answered.
 */
async function matchRows<Row extends { id: string }>(
  db: Kysely<Database>,
  q: string,
  { best, lesser = [], fuzzy }: Branches,
): Promise<Hit<Row>[]> {
  const union = (branches: RawBuilder<unknown>[]) => sql.join(branches, sql` UNION ALL `);
  const prefix = [sql`SELECT * FROM best`, ...lesser];
  const similar = fuzzy && q.length >= MIN_FUZZY_QUERY ? fuzzy : [];
  // Prepared (see db/src/infra/client.ts): planning these unions costs several times running them.
  // The GIN index applies the connection's thresholds (see TRIGRAM_THRESHOLD in client.ts)
  // itself, so few candidates reach the table.
  const query = sql<Hit<Row>>`/* prepared */ WITH best AS (${union(best)}),
    prefix AS (${union(prefix)})
    ${union([sql`SELECT * FROM prefix`, ...similar])}`;
  return (await query.execute(db)).rows;
}

const normalise = (q: string) => lowerLikePostgres(q.trim()).replace(/\s+/g, ' ');

export async function suggestNames(
  db: Kysely<Database>,
  query: string,
  limit = SUGGESTION_LIMIT,
): Promise<NameSuggestion[]> {
  const q = normalise(query);
  if (q.length < MIN_NAME_QUERY) return [];
  const digits = q.replace(/-/g, '');
  const bySsn = /^\d+$/.test(digits);
  const rows = await matchRows<{
    id: string;
    first_name: string;
    last_name: string;
    date_of_birth: string;
  }>(
    db,
    q,
    bySsn
      ? { best: [prefixBranch('civilians', sql.raw('ssn'), digits, 1, limit)] }
      : {
          // A full name never equals a last name alone: the exact match is always in `best`.
          best: [prefixBranch('civilians', NAME, q, 1, limit)],
          lesser: [prefixBranch('civilians', LAST_NAME, q, 2, limit, true)],
          fuzzy: nameFuzzyBranches(q, limit),
        },
  );
  return rankAndTrim(
    rows.map((r) => {
      const name = `${r.first_name} ${r.last_name}`;
      const key = lowerLikePostgres(name);
      return {
        item: { _id: r.id, name, dateOfBirth: r.date_of_birth },
        rank: key === q ? 0 : r.rank,
        key,
        similarity: r.similarity,
      };
    }),
    limit,
    true,
  );
}

export async function suggestVehicles(
  db: Kysely<Database>,
  query: string,
  limit = SUGGESTION_LIMIT,
): Promise<VehicleSuggestion[]> {
  const q = normalise(query).replace(/ /g, '');
  if (!q) return [];
  const plates = prefixBranch('vehicles', PLATE, q, 1, limit);
  // VIN prefixes rank below plates, except a whole VIN: that is an exact match, always read.
  const wholeVin = q.length === VIN_LENGTH;
  const vins = prefixBranch('vehicles', VIN, q, 2, limit, !wholeVin);
  const rows = await matchRows<{
    id: string;
    plate: string;
    vin: string | null;
    make: string;
    model: string;
    color: string | null;
    civilian_id: string;
  }>(db, q, {
    best: wholeVin ? [plates, vins] : [plates],
    lesser: wholeVin ? [] : [vins],
    fuzzy: fuzzyBranches('vehicles', PLATE, q, limit),
  });
  return rankAndTrim(
    rows.map((r) => ({
      item: {
        _id: r.id,
        plate: r.plate,
        vin: r.vin,
        make: r.make,
        model: r.model,
        color: r.color,
        civilianId: r.civilian_id,
      },
      rank: r.plate.toLowerCase() === q || r.vin?.toLowerCase() === q ? 0 : r.rank,
      key: r.plate.toLowerCase(),
      similarity: r.similarity,
    })),
    limit,
  );
}

export async function suggestWeapons(
  db: Kysely<Database>,
  query: string,
  limit = SUGGESTION_LIMIT,
): Promise<WeaponSuggestion[]> {
  const q = normalise(query);
  if (!q) return [];
  // Serials all start "WPN-": the characters after it find the weapon too.
  const bare = q.replace(/^wpn-?/, '');
  const best = [prefixBranch('weapons', SERIAL, q, 1, limit)];
  if (bare && `wpn-${bare}` !== q && !q.includes(' ')) {
    best.push(prefixBranch('weapons', SERIAL, `wpn-${bare}`, 1, limit));
  }
  // Owner names hold no digits: text with one is only ever a serial. A weapon whose serial is
  // exactly what was typed comes first in the serial walk, so owners can wait their turn.
  const lesser =
    q.length >= MIN_NAME_QUERY && !/\d/.test(q)
      ? [prefixBranch('weapons', OWNER, q, 2, limit, true)]
      : [];
  const rows = await matchRows<{
    id: string;
    serial_number: string;
    weapon_type: string;
    registered_name: string;
    civilian_id: string;
  }>(db, bare, {
    best,
    lesser,
    fuzzy: bare ? fuzzyBranches('weapons', SERIAL_TAIL, bare, limit) : undefined,
  });
  return rankAndTrim(
    rows.map((r) => {
      const serial = r.serial_number.toLowerCase();
      return {
        item: {
          _id: r.id,
          serialNumber: r.serial_number,
          weaponType: r.weapon_type,
          registeredName: r.registered_name,
          civilianId: r.civilian_id,
        },
        rank: serial === q || serial === `wpn-${bare}` ? 0 : r.rank,
        key: serial,
        similarity: r.similarity,
      };
    }),
    limit,
  );
}

async function civilianJson(db: Kysely<Database>, civilianId: string): Promise<CivilianJson> {
  const row = await db
    .selectFrom('civilians')
    .selectAll()
    .where('id', '=', civilianId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'civilians.notFound');
  const [licenses, vehicles, weapons] = await Promise.all([
    db
      .selectFrom('civilian_licenses')
      .select('license_type')
      .where('civilian_id', '=', civilianId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('vehicles')
      .select('id')
      .where('civilian_id', '=', civilianId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('weapons')
      .select('id')
      .where('civilian_id', '=', civilianId)
      .orderBy('created_at')
      .execute(),
  ]);
  return toCivilianJson(row, {
    licenses: licenses.map((l) => l.license_type),
    vehicles: vehicles.map((v) => v.id),
    weapons: weapons.map((w) => w.id),
  });
}

/** Search Database: a plate (or VIN), exactly, or the vehicle chosen from suggestions. */
export async function findVehicle(
  db: Kysely<Database>,
  by: { plate?: string | undefined; id?: string | undefined },
): Promise<{ vehicle: VehicleJson; civilian: CivilianJson }> {
  let query = db.selectFrom('vehicles').selectAll();
  if (by.id) query = query.where('id', '=', by.id);
  else {
    const q = normalise(by.plate ?? '').replace(/ /g, '');
    query = query.where((eb) =>
      eb.or([eb(sql`lower(plate)`, '=', q), eb(sql`lower(vin)`, '=', q)]),
    );
  }
  const row = await query.limit(1).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'records.noVehicleMatch');
  return { vehicle: toVehicleJson(row), civilian: await civilianJson(db, row.civilian_id) };
}

/** A serial number, exactly (with or without "WPN-"), or the weapon chosen from suggestions. */
export async function findWeapon(
  db: Kysely<Database>,
  by: { serial?: string | undefined; id?: string | undefined },
): Promise<{ weapon: WeaponJson; civilian: CivilianJson }> {
  let query = db.selectFrom('weapons').selectAll();
  if (by.id) query = query.where('id', '=', by.id);
  else {
    const q = normalise(by.serial ?? '');
    query = query.where(sql`lower(serial_number)`, 'in', [q, `wpn-${q}`]);
  }
  const row = await query.limit(1).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'records.noWeaponMatch');
  return { weapon: toWeaponJson(row), civilian: await civilianJson(db, row.civilian_id) };
}

/**
 * A name search: an SSN, or a full name exactly (the oldest such civilian first). Without
 * `bySsn` (fire/rescue searches by name only) an SSN finds nobody.
 */
export async function findCivilianIdByName(
  db: Kysely<Database>,
  name: string,
  { bySsn = true }: { bySsn?: boolean } = {},
): Promise<string> {
  const q = normalise(name);
  const digits = q.replace(/-/g, '');
  const ssn = bySsn && /^\d{9}$/.test(digits);
  const row = await db
    .selectFrom('civilians')
    .select('id')
    .where((eb) => (ssn ? eb('ssn', '=', digits) : eb(sql`${NAME}`, '=', q)))
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'records.noCivilianMatch');
  return row.id;
}

export interface CivilianProfile {
  civilian: CivilianJson;
  licenses: { type: string; status: string }[];
  vehicles: VehicleJson[];
  weapons: WeaponJson[];
  /** Blood type, allergies, medication and past history are shown as Unknown: only medics read them. */
  medical: {
    bloodType: 'Unknown';
    allergies: 'Unknown';
    medication: 'Unknown';
    pastHistory: 'Unknown';
    emergencyContactName: string | null;
    records: MedicalRecordJson[];
    /** Present only where the community lets officers read patient care reports. */
    patientCareReports?: PatientCareReportSummary[];
  };
  /** The newest page of the department's records; the rest through `recordsNextCursor`. */
  records: RecordsByType;
  recordCounts: RecordCounts;
  recordsNextCursor: string | null;
  warrants: WarrantJson[];
}

/** The owner profile's next records (the profile's answer carries the first page). */
export async function profileRecordsPage(
  db: Kysely<Database>,
  civilianId: string,
  department: Department,
  page: KeysetPage,
) {
  const found = await db
    .selectFrom('civilians')
    .select('id')
    .where('id', '=', civilianId)
    .executeTakeFirst();
  if (!found) throw new DomainError('not_found', 'civilians.notFound');
  return pageCivilianRecords(db, civilianId, department, page);
}

/** Records on the first screen of an owner profile; Load more reads the next ones. */
export const PROFILE_RECORDS_PAGE = 50;

/**
 * The owner profile an officer sees; records and warrants are the officer's department's.
 * Patient care reports (the department's) only with `patientCareReports`: medical privacy
 * keeps them from officers unless the community decided otherwise.
 */
export async function civilianProfile(
  db: Kysely<Database>,
  civilianId: string,
  department: Department,
  now: Date,
  options: { patientCareReports?: boolean } = {},
): Promise<CivilianProfile> {
  const civilian = await civilianJson(db, civilianId);
  const [licenses, vehicles, weapons, medical, records, warrants, reports] = await Promise.all([
    db
      .selectFrom('civilian_licenses')
      .select(['license_type', 'status'])
      .where('civilian_id', '=', civilianId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('vehicles')
      .selectAll()
      .where('civilian_id', '=', civilianId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('weapons')
      .selectAll()
      .where('civilian_id', '=', civilianId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('medical_records')
      .selectAll()
      .where('civilian_id', '=', civilianId)
      .orderBy('created_at', 'desc')
      .execute(),
    pageCivilianRecords(db, civilianId, department, { limit: PROFILE_RECORDS_PAGE }),
    listWarrants(db, department, now, { civilianId }),
    options.patientCareReports ? patientCareReportsOf(db, civilianId, { department }) : undefined,
  ]);
  return {
    civilian,
    licenses: licenses.map((l) => ({ type: l.license_type, status: l.status })),
    vehicles: vehicles.map(toVehicleJson),
    weapons: weapons.map(toWeaponJson),
    medical: {
      bloodType: 'Unknown',
      allergies: 'Unknown',
      medication: 'Unknown',
      pastHistory: 'Unknown',
      emergencyContactName: civilian.emergencyContactName,
      records: medical.map(toMedicalRecordJson),
      ...(reports && { patientCareReports: reports }),
    },
    records: { citations: records.citations, warnings: records.warnings, arrests: records.arrests },
    recordCounts: records.counts,
    recordsNextCursor: records.nextCursor,
    warrants,
  };
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';

/** What an officer must see at a glance about a civilian found by a quick lookup. */
export interface CivilianFlags {
  name: string;
  /** Active (unexpired) warrants of the officer's department. */
  activeWarrants: number;
  licenses: { type: string; status: string }[];
}

/**
 * The flags of several civilians in two queries: warrants are the department's, as on the
 * Search Database profile; licenses with their status (Valid, Suspended, …).
 */
export async function civilianFlags(
  db: Kysely<Database>,
  department: Department,
  civilianIds: string[],
  now: Date,
): Promise<Map<string, CivilianFlags>> {
  const flags = new Map<string, CivilianFlags>(
    civilianIds.map((id) => [id, { name: '', activeWarrants: 0, licenses: [] }]),
  );
  if (!civilianIds.length) return flags;
  const [names, warrants, licenses] = await Promise.all([
    db
      .selectFrom('civilians')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', civilianIds)
      .execute(),
    db
      .selectFrom('warrants')
      .select((eb) => ['civilian_id', eb.fn.countAll<number>().as('n')])
      .where('civilian_id', 'in', civilianIds)
      .where('department', '=', department)
      .where('status', '=', 'Active')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .groupBy('civilian_id')
      .execute(),
    db
      .selectFrom('civilian_licenses')
      .select(['civilian_id', 'license_type', 'status'])
      .where('civilian_id', 'in', civilianIds)
      .orderBy('created_at')
      .execute(),
  ]);
  for (const c of names) flags.get(c.id)!.name = `${c.first_name} ${c.last_name}`;
  for (const w of warrants) flags.get(w.civilian_id)!.activeWarrants = Number(w.n);
  for (const l of licenses) {
    flags.get(l.civilian_id)!.licenses.push({ type: l.license_type, status: l.status });
  }
  return flags;
}

/** A vehicle's registration status, insurance, and whether it is reported stolen. */
export async function vehicleFlags(
  db: Kysely<Database>,
  ids: string[],
): Promise<Map<string, { status: string; insured: boolean; stolen: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', 'status', 'insured', sql<boolean>`stolen_at IS NOT NULL`.as('stolen')])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [r.id, { status: r.status, insured: r.insured, stolen: r.stolen }]),
  );
}

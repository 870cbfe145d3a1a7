import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { communityValues } from './live';
import { allowedListValue, listOptions, type ValueListName } from './lists';
import { findLiveLicenseType, liveLicenseTypes, type LicenseTypeValue } from './license-types';

export interface ListCheck {
  list: ValueListName;
  /** What the form sent; null or undefined is "not given" (the schema decides if it may be). */
  value: string | null | undefined;
  /** What the record holds now (an update); it stays valid even once retired. */
  current?: string | null;
  /** The request's field, so the form shows the message under it. */
  field: string;
}

/**
 * Refuses a record's value that is not in the community's stored list (400 with the field and
 * the values that may be chosen). Read from the process's copy, so the forms cost no query.
 */
export async function checkListValues(db: Kysely<Database>, checks: ListCheck[]): Promise<void> {
  const { lists } = await communityValues(db).all();
  for (const { list, value, current, field } of checks) {
    if (value === null || value === undefined) continue;
    if (!allowedListValue(lists, list, value, current))
      throw new DomainError('invalid', 'values.listValueUnknown', {
        field,
        params: { values: listOptions(lists, list).join(', ') },
      });
  }
}

/** The first live value of a list: what a form's choice defaults to when none is sent. */
export async function firstListValue(
  db: Kysely<Database>,
  list: ValueListName,
): Promise<string | undefined> {
  return listOptions((await communityValues(db).all()).lists, list)[0];
}

/** The live license type `name` names, or a 400 listing the types a civilian can take. */
export async function requireLiveLicenseType(
  db: Kysely<Database>,
  name: string,
  field = 'license',
): Promise<LicenseTypeValue> {
  const { licenseTypes } = await communityValues(db).all();
  const found = findLiveLicenseType(licenseTypes, name);
  if (!found)
    throw new DomainError('invalid', 'values.licenseTypeUnknown', {
      field,
      params: {
        names: liveLicenseTypes(licenseTypes)
          .map((t) => t.name)
          .join(', '),
      },
    });
  return found;
}

/**
 * The licenses a passed DMV test grants: every live type taken with that test, added to the
 * civilian unless held already. Returns the names added.
 */
export async function grantDmvLicenses(
  db: Kysely<Database>,
  civilianId: string,
  test: string,
  now: Date,
): Promise<string[]> {
  const { licenseTypes } = await communityValues(db).all();
  const names = liveLicenseTypes(licenseTypes)
    .filter((t) => t.dmvTest === test)
    .map((t) => t.name);
  if (!names.length) return [];
  const added = await db
    .insertInto('civilian_licenses')
    .values(names.map((name) => ({ civilian_id: civilianId, license_type: name, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .returning('license_type')
    .execute();
  return added.map((r) => r.license_type);
}

import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { ValuesChange } from './admin';
import { usedTexts, valueAdmin, type UsedBy } from './admin-skeleton';
import { LICENSE_TYPE_LIMITS, type LicenseTypeValue } from './license-types';
import { loadValues, toLicenseTypeValue } from './live';

/** A license type on the staff page: with whether any civilian holds it. */
export interface AdminLicenseType extends LicenseTypeValue {
  inUse: boolean;
}

export interface LicenseTypeInput {
  name: string;
  discordRoleId: string | null;
  dmvTest: string | null;
}

export type LicenseTypePatch = Partial<LicenseTypeInput>;

// A civilian's license stores its type's name, so "in use" is any civilian holding that name.
const USED_BY: UsedBy = ['civilian_licenses', 'license_type'];

const licenseTypes = valueAdmin({
  table: 'license_types',
  targetType: 'license_type',
  text: 'name',
  limit: { count: LICENSE_TYPE_LIMITS.count, key: 'values.licenseTypeLimit' },
  messages: {
    notFound: 'values.licenseTypeNotFound',
    taken: 'values.licenseTypeNameTaken',
    inUse: 'values.licenseTypeInUse',
  },
  usedBy: () => USED_BY,
  toValue: toLicenseTypeValue,
  shown: (row) => ({ name: row.name, discordRoleId: row.discord_role_id, dmvTest: row.dmv_test }),
});

const columns = (input: LicenseTypePatch) => ({
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.discordRoleId !== undefined ? { discord_role_id: input.discordRoleId } : {}),
  ...(input.dmvTest !== undefined ? { dmv_test: input.dmvTest } : {}),
});

/** Every license type, retired ones included, for the staff page. */
export async function listAdminLicenseTypes(db: Kysely<Database>): Promise<AdminLicenseType[]> {
  const [{ licenseTypes }, names] = await Promise.all([loadValues(db), usedTexts(db, USED_BY)]);
  return licenseTypes.map((t) => ({ ...t, inUse: names.has(t.name) }));
}

/** Staff add a license type at the end of the list. */
export function createLicenseType(
  db: Kysely<Database>,
  change: ValuesChange,
  input: LicenseTypeInput,
): Promise<AdminLicenseType> {
  return licenseTypes.create(db, change, {
    name: input.name,
    discord_role_id: input.discordRoleId,
    dmv_test: input.dmvTest,
  });
}

/**
 * Staff edit a license type. Its name may change only while no civilian holds it (a license
 * stores its type by name); its role and test only shape who gets it from now on.
 */
export function updateLicenseType(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  patch: LicenseTypePatch,
): Promise<AdminLicenseType> {
  return licenseTypes.update(db, change, id, columns(patch));
}

/** Retired: civilians can no longer take it; those who hold it keep it. */
export function setLicenseTypeRetired(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  retired: boolean,
): Promise<AdminLicenseType> {
  return licenseTypes.setRetired(db, change, id, retired);
}

/** A license type no civilian holds can be deleted; one in use can only be retired. */
export function deleteLicenseType(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
): Promise<void> {
  return licenseTypes.remove(db, change, id);
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { valuesChange, type ValuesChange } from './admin';
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

/** Every license type, retired ones included, for the staff page. */
export async function listAdminLicenseTypes(db: Kysely<Database>): Promise<AdminLicenseType[]> {
  const [{ licenseTypes }, used] = await Promise.all([
    loadValues(db),
    db.selectFrom('civilian_licenses').select('license_type').distinct().execute(),
  ]);
  const names = new Set(used.map((r) => r.license_type));
  return licenseTypes.map((t) => ({ ...t, inUse: names.has(t.name) }));
}

// A civilian's license stores its type's name, so "in use" is any civilian holding that name.
async function isInUse(trx: Transaction<Database>, name: string) {
  const row = await trx
    .selectFrom('civilian_licenses')
    .select('civilian_id')
    .where('license_type', '=', name)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function lockedLicenseType(trx: Transaction<Database>, id: string) {
  const row = await trx
    .selectFrom('license_types')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'values.licenseTypeNotFound');
  return row;
}

async function assertNameFree(trx: Transaction<Database>, name: string, except?: string) {
  let query = trx
    .selectFrom('license_types')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .where('retired_at', 'is', null);
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst())
    throw new DomainError('conflict', 'values.licenseTypeNameTaken', { field: 'name' });
}

const shown = (row: { name: string; discord_role_id: string | null; dmv_test: string | null }) => ({
  name: row.name,
  discordRoleId: row.discord_role_id,
  dmvTest: row.dmv_test,
});

async function adminLicenseType(trx: Transaction<Database>, id: string) {
  const row = await trx
    .selectFrom('license_types')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...toLicenseTypeValue(row), inUse: await isInUse(trx, row.name) };
}

const columns = (input: LicenseTypePatch) => ({
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.discordRoleId !== undefined ? { discord_role_id: input.discordRoleId } : {}),
  ...(input.dmvTest !== undefined ? { dmv_test: input.dmvTest } : {}),
});

/** Staff add a license type at the end of the list. */
export async function createLicenseType(
  db: Kysely<Database>,
  change: ValuesChange,
  input: LicenseTypeInput,
): Promise<AdminLicenseType> {
  return valuesChange(
    db,
    change,
    async (trx) => {
      await assertNameFree(trx, input.name);
      const { count, last } = await trx
        .selectFrom('license_types')
        .select([
          sql<number>`count(*)::int`.as('count'),
          sql<number>`coalesce(max(position), 0)::int`.as('last'),
        ])
        .executeTakeFirstOrThrow();
      if (count >= LICENSE_TYPE_LIMITS.count)
        throw new DomainError('conflict', 'values.licenseTypeLimit', {
          params: { max: LICENSE_TYPE_LIMITS.count },
        });
      const values = {
        name: input.name,
        discord_role_id: input.discordRoleId,
        dmv_test: input.dmvTest,
      };
      const { id } = await trx
        .insertInto('license_types')
        .values({ ...values, position: last + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        result: await adminLicenseType(trx, id),
        target: { id, label: input.name },
        before: null,
        after: shown(values),
      };
    },
    'license_type',
  );
}

/**
 * Staff edit a license type. Its name may change only while no civilian holds it (a license
 * stores its type by name); its role and test only shape who gets it from now on.
 */
export async function updateLicenseType(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  patch: LicenseTypePatch,
): Promise<AdminLicenseType> {
  return valuesChange(
    db,
    change,
    async (trx) => {
      const row = await lockedLicenseType(trx, id);
      if (patch.name !== undefined && patch.name !== row.name) {
        if (await isInUse(trx, row.name))
          throw new DomainError('conflict', 'values.licenseTypeInUse', { field: 'name' });
        if (row.retired_at === null) await assertNameFree(trx, patch.name, id);
      }
      await trx.updateTable('license_types').set(columns(patch)).where('id', '=', id).execute();
      const after = await adminLicenseType(trx, id);
      return {
        result: after,
        target: { id, label: after.name },
        before: shown(row),
        after: { name: after.name, discordRoleId: after.discordRoleId, dmvTest: after.dmvTest },
      };
    },
    'license_type',
  );
}

/** Retired: civilians can no longer take it; those who hold it keep it. */
export async function setLicenseTypeRetired(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  retired: boolean,
): Promise<AdminLicenseType> {
  return valuesChange(
    db,
    change,
    async (trx) => {
      const row = await lockedLicenseType(trx, id);
      if (retired === (row.retired_at !== null))
        throw new DomainError('conflict', retired ? 'values.alreadyRetired' : 'values.notRetired');
      if (!retired) await assertNameFree(trx, row.name, id);
      await trx
        .updateTable('license_types')
        .set({ retired_at: retired ? change.now : null })
        .where('id', '=', id)
        .execute();
      return {
        result: await adminLicenseType(trx, id),
        target: { id, label: row.name },
        before: { retired: !retired },
        after: { retired },
      };
    },
    'license_type',
  );
}

/** A license type no civilian holds can be deleted; one in use can only be retired. */
export async function deleteLicenseType(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
): Promise<void> {
  await valuesChange(
    db,
    change,
    async (trx) => {
      const row = await lockedLicenseType(trx, id);
      if (await isInUse(trx, row.name))
        throw new DomainError('conflict', 'values.licenseTypeInUse');
      await trx.deleteFrom('license_types').where('id', '=', id).execute();
      return {
        result: undefined,
        target: { id, label: row.name },
        before: shown(row),
        after: null,
      };
    },
    'license_type',
  );
}

import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { RolePermissionKind } from '../schema/role-mapping';
import { replaceMappedRoles } from '../staff/role-mapping';

/**
 * Maps roles to one permission as staff would (without the guild check), announced like
 * theirs; returns how to put the permission's roles back. Tests sharing a database restore.
 */
export async function mapRoles(
  db: Kysely<Database>,
  permission: RolePermissionKind,
  target: string,
  roleIds: string[],
): Promise<() => Promise<void>> {
  const { before } = await db
    .transaction()
    .execute((trx) => replaceMappedRoles(trx, [{ permission, target, roleIds }]));
  const previous = before
    .filter((r) => r.permission === permission && r.target === target)
    .map((r) => r.roleId);
  return async () => {
    await db
      .transaction()
      .execute((trx) => replaceMappedRoles(trx, [{ permission, target, roleIds: previous }]));
  };
}

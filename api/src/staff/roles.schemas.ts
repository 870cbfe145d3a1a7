import { z } from 'zod';
import { ROLE_PERMISSIONS } from '@tenfour/db';
import type { RolePermissionKind } from '@tenfour/db';

const roleId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'Not a Discord role id.');
const permission = z.enum(ROLE_PERMISSIONS as [RolePermissionKind, ...RolePermissionKind[]], {
  message: `Must be one of: ${ROLE_PERMISSIONS.join(', ')}.`,
});
const slot = z.object({
  permission,
  // A department id, a rank id or a license type's name; empty for the other permissions.
  target: z.string().max(64, 'Not a department, rank or license class.').default(''),
  roleIds: z.array(roleId).max(100, 'At most 100 roles per permission.'),
});

/** The whole mapping (`slots`), or the roles of one permission. */
export const roleMappingBody = z.union([
  z.object({ slots: z.array(slot).max(500, 'At most 500 permissions.') }).strict(),
  slot.strict(),
]);

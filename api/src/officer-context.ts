import type { Context } from 'hono';
import { findActiveOfficer, type Officer } from '@tenfour/db/officers';
import type { Department } from '@tenfour/db/schema/core';
import { requirePermission, type AppEnv, type Session } from './context';
import { forbidden } from './errors';

/**
 * An officer-only route's caller: the public safety permission AND a stored officer profile.
 * Names, callsigns and departments on records come from this profile, never the request.
 */
export async function requireOfficer(
  c: Context<AppEnv>,
): Promise<{ session: Session; officer: Officer }> {
  const session = requirePermission(c, 'publicSafety');
  const officer = await findActiveOfficer(c.var.deps.db, session.user.discord_id);
  if (!officer) throw forbidden('Register your officer profile first.');
  requireDepartment(session, officer.department);
  return { session, officer };
}

/** The member holds the role for the department (when the community configured one). */
export function requireDepartment(session: Session, department: Department): void {
  if (!session.permissions.departments.includes(department)) {
    throw forbidden(`You do not hold the ${department} department's role.`);
  }
}

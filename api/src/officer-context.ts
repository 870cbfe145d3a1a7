import type { Context } from 'hono';
import { findActiveOfficer, type Officer } from '@tenfour/db/officers';
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
  return { session, officer };
}

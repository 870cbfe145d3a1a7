import type { Context } from 'hono';
import type { Department } from '@tenfour/db';
import type { Dispatcher } from '@tenfour/db/dispatch';
import { requirePermission, type AppEnv } from '../context';

/**
 * A dispatch route's caller: the dispatcher role (DISPATCH_ROLE_IDS), acting in a department.
 * A dispatcher routes every department's calls; the role lets them write no records (reports
 * and citations still need the public safety role and an officer profile).
 */
export function requireDispatcher(c: Context<AppEnv>, department: Department): Dispatcher {
  const session = requirePermission(c, 'dispatch');
  return {
    kind: 'dispatcher',
    discordId: session.user.discord_id,
    name: session.user.username,
    department,
  };
}

import type { Context } from 'hono';
import { findActiveOfficer } from '@tenfour/db/dispatch';
import type { Filer, FormService, ReportReader } from '@tenfour/db/forms';
import { requireSession, type AppEnv } from '../context';
import { forbidden } from '../errors';

/**
 * The profiles a member files forms as: their police profile (with the public safety
 * permission) and their fire/rescue profile, each in a department they hold the role for.
 * A department serving several services offers a police profile its police forms and a
 * fire/rescue profile its fire and EMS ones.
 */
export async function filersOf(c: Context<AppEnv>): Promise<Filer[]> {
  const session = requireSession(c);
  const { db } = c.get('deps');
  const filers: Filer[] = [];
  const kinds = [
    ['police', session.permissions.publicSafety, session.permissions.departments],
    ['safr', session.permissions.fireRescue, session.permissions.fireRescueDepartments],
  ] as const;
  for (const [service, allowed, admitted] of kinds) {
    if (!allowed) continue;
    const officer = await findActiveOfficer(db, session.user.discord_id, service);
    if (!officer || !admitted.includes(officer.department)) continue;
    const department = await c.get('departments').find(officer.department);
    if (!department || department.archived) continue;
    const services: FormService[] =
      service === 'police' ? ['police'] : department.services.filter((s) => s !== 'police');
    filers.push({
      officer,
      department: department.id,
      services,
      seesVehicles: service === 'police',
    });
  }
  return filers;
}

/** Filing needs a profile: 403 with what to do otherwise. */
export async function requireFilers(c: Context<AppEnv>): Promise<Filer[]> {
  const filers = await filersOf(c);
  if (!filers.length) throw forbidden('forms.noProfile');
  return filers;
}

/** Staff read every report; members those of the departments they hold roles for. */
export function readerOf(c: Context<AppEnv>): ReportReader {
  const { permissions } = requireSession(c);
  if (permissions.admin) return { all: true };
  return {
    all: false,
    departments: [...new Set([...permissions.departments, ...permissions.fireRescueDepartments])],
  };
}

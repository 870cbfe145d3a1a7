import type { Context } from 'hono';
import { findActiveOfficer, type Officer, UNIT_SERVICE_RULES } from '@tenfour/db/dispatch';
import type { Department, UnitService } from '@tenfour/db';
import { requirePermission, type AppEnv, type Session } from './context';
import { forbidden } from './errors';
import {
  matchesCallsignPattern,
  requireOpenDepartment,
  type DepartmentInfo,
  type DepartmentUse,
} from '@tenfour/db/departments';
import { DomainError } from '@tenfour/db';
import { type MessageKey } from '@tenfour/db/browser';

const REGISTER_FIRST = {
  police: 'dispatch.registerOfficerFirst',
  safr: 'dispatch.registerSafrFirst',
} as const satisfies Record<UnitService, MessageKey>;

/**
 * A unit route's caller: the service's permission (public safety or fire/rescue) AND a stored
 * profile of that service. Names, callsigns and departments on records come from this
 * profile, never the request.
 */
export async function requireProfile(
  c: Context<AppEnv>,
  service: UnitService,
): Promise<{ session: Session; officer: Officer }> {
  const profile = await storedProfile(c, service);
  requireDepartment(profile.session, profile.officer.department, service);
  return profile;
}

/** The caller's stored profile of the service, before their department is checked. */
async function storedProfile(c: Context<AppEnv>, service: UnitService) {
  const session = requirePermission(c, UNIT_SERVICE_RULES[service].permission);
  const officer = await findActiveOfficer(c.get('deps').db, session.user.discord_id, service);
  if (!officer) throw forbidden(REGISTER_FIRST[service]);
  return { session, officer };
}

/**
 * The department `id` names, when it may take something new (a profile, a call, a report):
 * unknown → 400 on the field, the wrong service → 400, archived → 409.
 */
export function openDepartment(c: Context<AppEnv>, id: string, use: DepartmentUse = 'any') {
  return requireOpenDepartment(c.get('departments'), id, use);
}

/** A new profile's callsign follows its department's pattern, when it has one (400 otherwise). */
export function requireCallsignFits(department: DepartmentInfo, callsign: string) {
  const pattern = department.callsignPattern;
  if (pattern && !matchesCallsignPattern(callsign, pattern)) {
    throw new DomainError('invalid', 'roster.callsignPattern', {
      params: { pattern },
      field: 'callsign',
    });
  }
}

/** The department `id` names, archived or not (a profile's, a board's): unknown → 400. */
export async function knownDepartment(c: Context<AppEnv>, id: string) {
  const department = await c.get('departments').find(id);
  if (!department) throw new DomainError('invalid', 'departments.choose', { field: 'department' });
  return department;
}

/** A unit route that files something new for its department: that department must be open. */
export async function requireProfileToFile(c: Context<AppEnv>, service: UnitService) {
  const profile = await storedProfile(c, service);
  // An archived department admits no one; its members are told it is archived (409), which
  // says more than that they lack its role.
  await openDepartment(c, profile.officer.department);
  requireDepartment(profile.session, profile.officer.department, service);
  return profile;
}

/** An officer-only route's caller (see requireProfile). */
export function requireOfficer(c: Context<AppEnv>) {
  return requireProfile(c, 'police');
}

/** A fire/rescue route's caller (see requireProfile). */
export function requireSafrMember(c: Context<AppEnv>) {
  return requireProfile(c, 'safr');
}

/** The member holds the role for the department in the service (when one is configured). */
export function requireDepartment(
  session: Session,
  department: Department,
  service: UnitService = 'police',
): void {
  const admitted =
    service === 'police'
      ? session.permissions.departments
      : session.permissions.fireRescueDepartments;
  if (!admitted.includes(department)) {
    throw forbidden('dispatch.departmentRoleRequired', { department });
  }
}

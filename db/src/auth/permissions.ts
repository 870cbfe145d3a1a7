import type { Department } from '../schema/core';
import { servesFireRescue, servesPolice, type DepartmentInfo } from '../departments/directory';

/** The four license classes; each is granted by the Discord roles mapped to it. */
export const LICENSE_TYPES = [
  'Class C - Standard Drivers License',
  'Class M - Motorcycle License',
  'Class A - CDL Class A License',
  'Class B - CDL Class B License',
] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

/**
 * Which Discord roles grant what, as staff mapped them (/dashboard/admin/roles). Holding any
 * one role of a list grants its permission.
 */
export interface RoleMapping {
  /** May sign in. Empty: every member of the guild may, as before the mapping existed. */
  member: string[];
  /** Community staff (the staff console). */
  staff: string[];
  /** Dispatchers: the dispatch console in every department. */
  dispatcher: string[];
  /** Judges: the court's docket, rulings and warrant approvals. */
  judge: string[];
  publicSafety: string[];
  fireRescue: string[];
  /**
   * By department id: roles that admit a member to the department. A department without any
   * is open to every public safety (or fire/rescue) member it serves.
   */
  departments: Record<string, string[]>;
  /** By rank id: roles that give a member the rank (rank from role; optional). */
  ranks: Record<string, string[]>;
  /** By license type name (the community's types, docs/values.md). */
  licenses: Record<string, string[]>;
}

export const EMPTY_ROLE_MAPPING: RoleMapping = {
  member: [],
  staff: [],
  dispatcher: [],
  judge: [],
  publicSafety: [],
  fireRescue: [],
  departments: {},
  ranks: {},
  licenses: {},
};

export interface Permissions {
  /** May sign in to the site. */
  member: boolean;
  publicSafety: boolean;
  fireRescue: boolean;
  admin: boolean;
  /** Dispatcher: routes calls and units of every department, writes no records by itself. */
  dispatch: boolean;
  /** Judge: works the court's docket and rules on contested fines. */
  judge: boolean;
  /** License types (by name) this member may add to their civilians. */
  licenses: string[];
  /** Departments this member may serve in (register or act as an officer). */
  departments: Department[];
  /** Departments this member may serve in as fire/rescue. */
  fireRescueDepartments: Department[];
  /** Ranks the member's roles give them (rank ids), when staff map ranks to roles. */
  ranks: string[];
}

/**
 * The server's one reading of what a member's Discord roles allow, under the community's
 * role mapping. An archived department keeps its members, who may still read its records;
 * it takes nothing new from them (the API's open-department check says so, 409).
 */
export function derivePermissions(
  roles: readonly string[],
  mapping: RoleMapping,
  departments: readonly DepartmentInfo[],
): Permissions {
  const has = (ids: readonly string[] | undefined) => (ids ?? []).some((id) => roles.includes(id));
  const publicSafety = has(mapping.publicSafety);
  const fireRescue = has(mapping.fireRescue);
  const admitted = (member: boolean, serves: (d: DepartmentInfo) => boolean) =>
    member
      ? departments
          .filter(serves)
          .filter((d) => {
            const ids = mapping.departments[d.id] ?? [];
            return ids.length === 0 || has(ids);
          })
          .map((d) => d.id as Department)
      : [];
  return {
    member: mapping.member.length === 0 || has(mapping.member),
    publicSafety,
    departments: admitted(publicSafety, servesPolice),
    fireRescue,
    fireRescueDepartments: admitted(fireRescue, servesFireRescue),
    admin: has(mapping.staff),
    dispatch: has(mapping.dispatcher),
    judge: has(mapping.judge),
    licenses: Object.entries(mapping.licenses)
      .filter(([, ids]) => has(ids))
      .map(([type]) => type),
    ranks: Object.entries(mapping.ranks)
      .filter(([, ids]) => has(ids))
      .map(([rank]) => rank),
  };
}

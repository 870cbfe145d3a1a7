import type { Department } from '../schema/core';
/** The four license classes; each is granted by one configured Discord role id. */
export const LICENSE_TYPES = [
  'Class C - Standard Drivers License',
  'Class M - Motorcycle License',
  'Class A - CDL Class A License',
  'Class B - CDL Class B License',
] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

export interface RoleConfig {
  publicSafety: string[];
  /**
   * Roles that admit a public safety member to one department (Xbox or PlayStation). A
   * department without any is open to every public safety member.
   */
  departments?: Partial<Record<Department, string[]>> | undefined;
  fireRescue: string[];
  /** As `departments`, for fire/rescue members. */
  fireRescueDepartments?: Partial<Record<Department, string[]>> | undefined;
  admin: string[];
  /** Dispatchers: the dispatch console in every department (DISPATCH_ROLE_IDS). */
  dispatch?: string[] | undefined;
  /** Role id that allows adding each license class, when configured. */
  licenses: Partial<Record<LicenseType, string>>;
}

export interface Permissions {
  publicSafety: boolean;
  fireRescue: boolean;
  admin: boolean;
  /** Dispatcher: routes calls and units of every department, writes no records by itself. */
  dispatch: boolean;
  /** License classes this member may add to their civilians. */
  licenses: LicenseType[];
  /** Departments this member may serve in (register or act as an officer). */
  departments: Department[];
  /** Departments this member may serve in as fire/rescue. */
  fireRescueDepartments: Department[];
}

export const DEPARTMENTS: readonly Department[] = ['Xbox', 'PlayStation'];

/** The server's one reading of what a member's Discord roles allow. */
export function derivePermissions(roles: readonly string[], config: RoleConfig): Permissions {
  const has = (ids: readonly string[]) => ids.some((id) => roles.includes(id));
  const publicSafety = has(config.publicSafety);
  const fireRescue = has(config.fireRescue);
  const admitted = (member: boolean, roles: RoleConfig['departments']) =>
    member
      ? DEPARTMENTS.filter((d) => {
          const ids = roles?.[d] ?? [];
          return ids.length === 0 || has(ids);
        })
      : [];
  return {
    publicSafety,
    departments: admitted(publicSafety, config.departments),
    fireRescue,
    fireRescueDepartments: admitted(fireRescue, config.fireRescueDepartments),
    admin: has(config.admin),
    dispatch: has(config.dispatch ?? []),
    licenses: LICENSE_TYPES.filter((type) => {
      const id = config.licenses[type];
      return id !== undefined && roles.includes(id);
    }),
  };
}

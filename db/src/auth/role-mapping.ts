import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { RolePermissionKind } from '../schema/role-mapping';
import type { Notifier } from '../infra/notify';
import { announceConfigChange, LiveConfig } from '../community/live-config';
import { DepartmentDirectory } from '../departments/directory';
import {
  derivePermissions,
  EMPTY_ROLE_MAPPING,
  LICENSE_TYPES,
  type LicenseType,
  type Permissions,
  type RoleMapping,
} from './permissions';

/**
 * The role ids the environment names (PSO_ROLE_IDS, ...): read only to fill the mapping of a
 * database that has never had one. Afterwards staff edit the mapping and the database holds
 * the truth.
 */
export interface RoleSeed {
  publicSafety: string[];
  fireRescue: string[];
  admin: string[];
  dispatch: string[];
  /** JUDGE_ROLE_IDS. */
  judge: string[];
  /** By department id (XBOX_PSO_ROLE_IDS, PLAYSTATION_SAFR_ROLE_IDS, ...). */
  departments: Record<string, string[]>;
  licenses: Partial<Record<LicenseType, string>>;
  /** Names of seeded roles, when known (the demo guild's). */
  names?: Record<string, string> | undefined;
}

/** One mapped role: the permission (and its target) it grants. */
export interface MappedRole {
  permission: RolePermissionKind;
  /** Department id, rank id or license class; '' for the other permissions. */
  target: string;
  roleId: string;
  /** The role's name when it was mapped. */
  roleName: string | null;
}

export const ROLE_PERMISSIONS: readonly RolePermissionKind[] = [
  'member',
  'staff',
  'dispatcher',
  'judge',
  'public_safety',
  'fire_rescue',
  'department',
  'rank',
  'license',
];

/** Permissions that name a target (a department, a rank, a license class). */
export const TARGETED_PERMISSIONS: readonly RolePermissionKind[] = [
  'department',
  'rank',
  'license',
];

export async function loadMappedRoles(db: Kysely<Database>): Promise<MappedRole[]> {
  const rows = await db
    .selectFrom('role_mappings')
    .selectAll()
    .orderBy('permission')
    .orderBy('target')
    .orderBy('created_at')
    .orderBy('role_id')
    .execute();
  return rows.map((r) => ({
    permission: r.permission,
    target: r.target,
    roleId: r.role_id,
    roleName: r.role_name,
  }));
}

/** The mapping as derivePermissions reads it. */
export function toRoleMapping(rows: readonly MappedRole[]): RoleMapping {
  // Its own lists, filled below: never the shared empty mapping's.
  const mapping = structuredClone(EMPTY_ROLE_MAPPING);
  const push = (list: Record<string, string[]>, key: string, id: string) =>
    (list[key] ??= []).push(id);
  for (const row of rows) {
    switch (row.permission) {
      case 'member':
        mapping.member.push(row.roleId);
        break;
      case 'staff':
        mapping.staff.push(row.roleId);
        break;
      case 'dispatcher':
        mapping.dispatcher.push(row.roleId);
        break;
      case 'judge':
        mapping.judge.push(row.roleId);
        break;
      case 'public_safety':
        mapping.publicSafety.push(row.roleId);
        break;
      case 'fire_rescue':
        mapping.fireRescue.push(row.roleId);
        break;
      case 'department':
        push(mapping.departments, row.target, row.roleId);
        break;
      case 'rank':
        push(mapping.ranks, row.target, row.roleId);
        break;
      case 'license':
        // Any license type by name: the roles page offers the community's live types.
        push(mapping.licenses, row.target, row.roleId);
        break;
    }
  }
  return mapping;
}

export async function loadRoleMapping(db: Kysely<Database>): Promise<RoleMapping> {
  return toRoleMapping(await loadMappedRoles(db));
}

/** The rows a role seed (the environment's role ids) fills the mapping with. */
export function seedRows(seed: RoleSeed): MappedRole[] {
  const rows: MappedRole[] = [];
  const add = (permission: RolePermissionKind, target: string, ids: readonly string[]) => {
    for (const roleId of new Set(ids)) {
      rows.push({ permission, target, roleId, roleName: seed.names?.[roleId] ?? null });
    }
  };
  add('public_safety', '', seed.publicSafety);
  add('fire_rescue', '', seed.fireRescue);
  add('staff', '', seed.admin);
  add('dispatcher', '', seed.dispatch);
  add('judge', '', seed.judge);
  for (const [department, ids] of Object.entries(seed.departments)) {
    add('department', department, ids);
  }
  for (const type of LICENSE_TYPES) {
    const id = seed.licenses[type];
    if (id) add('license', type, [id]);
  }
  return rows;
}

/**
 * Fills the mapping from the environment's role ids, once: on a database that has never been
 * seeded. Afterwards the database is the truth (staff may empty a permission on purpose).
 * Returns whether it seeded. Departments the database lacks are left out.
 */
export async function seedRoleMappingOnce(
  db: Kysely<Database>,
  seed: RoleSeed,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const settings = await trx
      .selectFrom('community_settings')
      .select('role_mapping_seeded_at')
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (settings.role_mapping_seeded_at) return false;
    const departments = new Set(
      (await trx.selectFrom('departments').select('id').execute()).map((d) => d.id),
    );
    const rows = seedRows(seed).filter(
      (r) => r.permission !== 'department' || departments.has(r.target),
    );
    if (rows.length) {
      await trx
        .insertInto('role_mappings')
        .values(
          rows.map((r) => ({
            permission: r.permission,
            target: r.target,
            role_id: r.roleId,
            role_name: r.roleName,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx.updateTable('community_settings').set({ role_mapping_seeded_at: now }).execute();
    await announceConfigChange(trx, 'role-mapping');
    return true;
  });
}

/** Derives a member's permissions from roles under one reading of the mapping. */
export type PermissionsOf = (roles: readonly string[]) => Permissions;

/**
 * The process's view of the role mapping and the departments it admits to: read once, kept
 * until staff change either (in any process). Every request derives the member's
 * permissions here from their stored roles.
 */
export class PermissionReader {
  readonly mapping: LiveConfig<RoleMapping>;
  readonly departments: DepartmentDirectory;

  constructor(
    db: Kysely<Database>,
    readonly notifier?: Notifier,
  ) {
    this.mapping = new LiveConfig(db, notifier, 'role-mapping', loadRoleMapping);
    this.departments = new DepartmentDirectory(db, notifier);
  }

  /** The rule as it stands now; read it before a transaction that needs it. */
  async current(): Promise<PermissionsOf> {
    const [mapping, departments] = await Promise.all([this.mapping.get(), this.departments.all()]);
    return (roles) => derivePermissions(roles, mapping, departments);
  }

  async derive(roles: readonly string[]): Promise<Permissions> {
    return (await this.current())(roles);
  }
}

const readers = new WeakMap<Kysely<Database>, PermissionReader>();

/**
 * The reader of this database handle, made on first use. A process that can hear
 * announcements passes its notifier (the API app and the bot do at start), so every later
 * caller with the same handle shares a reader that follows changes at once.
 */
export function permissionReader(db: Kysely<Database>, notifier?: Notifier): PermissionReader {
  const held = readers.get(db);
  if (held && (held.notifier || !notifier)) return held;
  const reader = new PermissionReader(db, notifier);
  readers.set(db, reader);
  return reader;
}

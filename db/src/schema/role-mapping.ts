import type { ColumnType, Generated } from 'kysely';

/** What a mapped Discord role grants (migration 0024). */
export type RolePermissionKind =
  | 'member'
  | 'staff'
  | 'dispatcher'
  | 'judge'
  | 'public_safety'
  | 'fire_rescue'
  | 'department'
  | 'rank'
  | 'license';

export interface RoleMappingsTable {
  permission: RolePermissionKind;
  /** The department id, rank id or license class; '' for the other permissions. */
  target: Generated<string>;
  role_id: string;
  /** The role's name when it was mapped: names a role that has since left the guild. */
  role_name: string | null;
  created_at: Generated<Date>;
}

/** The column migration 0024 adds to `community_settings`; schema.ts merges it in. */
export interface CommunityRoleSeedColumn {
  /** When the environment's role ids filled the mapping; NULL: never. */
  role_mapping_seeded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Tables and columns added by the role mapping migration (0024). */
export interface RoleMappingTables {
  role_mappings: RoleMappingsTable;
  community_settings: CommunityRoleSeedColumn;
}

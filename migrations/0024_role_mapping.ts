import { sql, type Kysely } from 'kysely';

// Which Discord roles grant what becomes data staff edit (docs/departments.md), no longer role
// ids in the environment read at start. One row maps one role to one permission; department,
// rank and license permissions name their target (a department id, a rank id, a license
// class). The role's name is kept as it was when mapped, so a role deleted from the guild can
// still be named when staff are told it is missing. The environment's role ids fill the table
// once, on a database that has never had a mapping: `role_mapping_seeded_at` remembers that,
// so removing every mapped role later does not bring the environment back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE role_mappings (
      permission text NOT NULL CONSTRAINT role_mappings_permission CHECK (permission IN (
        'member', 'staff', 'dispatcher', 'public_safety', 'fire_rescue', 'department', 'rank', 'license'
      )),
      -- '' for permissions without a target.
      target text NOT NULL DEFAULT '' CONSTRAINT role_mappings_target_length CHECK (char_length(target) <= 64),
      role_id text NOT NULL CONSTRAINT role_mappings_role_id_shape CHECK (role_id ~ '^[A-Za-z0-9_-]{1,32}$'),
      role_name text CONSTRAINT role_mappings_role_name_length CHECK (char_length(role_name) <= 100),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (permission, target, role_id)
    )
  `.execute(db);
  await sql`ALTER TABLE community_settings ADD COLUMN role_mapping_seeded_at timestamptz`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE community_settings DROP COLUMN role_mapping_seeded_at`.execute(db);
  await sql`DROP TABLE role_mappings`.execute(db);
}

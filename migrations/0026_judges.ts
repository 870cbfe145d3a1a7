import { sql, type Kysely } from 'kysely';

// Judges rule on contested fines and approve warrant requests (docs/court.md): a permission
// staff map to Discord roles like any other.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE role_mappings DROP CONSTRAINT role_mappings_permission`.execute(db);
  await sql`
    ALTER TABLE role_mappings ADD CONSTRAINT role_mappings_permission CHECK (permission IN (
      'member', 'staff', 'dispatcher', 'judge', 'public_safety', 'fire_rescue', 'department', 'rank', 'license'
    ))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM role_mappings WHERE permission = 'judge'`.execute(db);
  await sql`ALTER TABLE role_mappings DROP CONSTRAINT role_mappings_permission`.execute(db);
  await sql`
    ALTER TABLE role_mappings ADD CONSTRAINT role_mappings_permission CHECK (permission IN (
      'member', 'staff', 'dispatcher', 'public_safety', 'fire_rescue', 'department', 'rank', 'license'
    ))
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

// Departments a community creates take calls and numbers at once: every department has its
// dispatch counters row from the moment it exists (a trigger, so no code path that inserts a
// department can forget it). The report and dispatch webhooks were environment variables;
// they fill the two seeded departments once, on the first start after this migration, and
// `department_webhooks_seeded` remembers that it happened so staff's later changes stand.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION departments_add_counters() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO dispatch_counters (department) VALUES (NEW.id) ON CONFLICT DO NOTHING;
      RETURN NEW;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER departments_add_counters AFTER INSERT ON departments
    FOR EACH ROW EXECUTE FUNCTION departments_add_counters()
  `.execute(db);
  await sql`
    INSERT INTO dispatch_counters (department) SELECT id FROM departments ON CONFLICT DO NOTHING
  `.execute(db);
  await sql`
    ALTER TABLE community_settings
      ADD COLUMN department_webhooks_seeded boolean NOT NULL DEFAULT false
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE community_settings DROP COLUMN department_webhooks_seeded`.execute(db);
  await sql`DROP TRIGGER departments_add_counters ON departments`.execute(db);
  await sql`DROP FUNCTION departments_add_counters()`.execute(db);
}

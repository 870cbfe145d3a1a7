import { sql, type Kysely } from 'kysely';

// Lists that grow are read a page at a time, each page starting strictly after the sort key
// of the previous one. Each index below is that list's filter followed by its whole sort key,
// the unique id last, so a page is one index range however deep the reader goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A member's civilians, oldest first (it also serves every lookup by member).
  await sql`DROP INDEX civilians_discord_id_idx`.execute(db);
  await sql`CREATE INDEX civilians_member_page_idx ON civilians (discord_id, created_at, id)`.execute(
    db,
  );
  // Every civilian by name, for the warrant form's picker.
  await sql`CREATE INDEX civilians_name_page_idx ON civilians (last_name, first_name, id)`.execute(
    db,
  );
  await sql`DROP INDEX records_civilian_idx`.execute(db);
  await sql`CREATE INDEX records_civilian_idx ON records (civilian_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`DROP INDEX warrants_department_idx`.execute(db);
  await sql`CREATE INDEX warrants_department_idx ON warrants (department, created_at DESC, id DESC)`.execute(
    db,
  );
  // Without a kind the list is the department's alone, which the (department, kind, ...)
  // index cannot give in order.
  await sql`DROP INDEX pso_reports_department_idx`.execute(db);
  await sql`CREATE INDEX pso_reports_department_idx ON pso_reports (department, kind, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX pso_reports_department_page_idx ON pso_reports (department, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`DROP INDEX outbox_failed_idx`.execute(db);
  await sql`CREATE INDEX outbox_failed_idx ON outbox (failed_at DESC, id DESC) WHERE status = 'failed'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX outbox_failed_idx`.execute(db);
  await sql`CREATE INDEX outbox_failed_idx ON outbox (failed_at DESC) WHERE status = 'failed'`.execute(
    db,
  );
  await sql`DROP INDEX pso_reports_department_page_idx`.execute(db);
  await sql`DROP INDEX pso_reports_department_idx`.execute(db);
  await sql`CREATE INDEX pso_reports_department_idx ON pso_reports (department, kind, created_at DESC)`.execute(
    db,
  );
  await sql`DROP INDEX warrants_department_idx`.execute(db);
  await sql`CREATE INDEX warrants_department_idx ON warrants (department, created_at DESC)`.execute(
    db,
  );
  await sql`DROP INDEX records_civilian_idx`.execute(db);
  await sql`CREATE INDEX records_civilian_idx ON records (civilian_id, created_at DESC)`.execute(
    db,
  );
  await sql`DROP INDEX civilians_name_page_idx`.execute(db);
  await sql`DROP INDEX civilians_member_page_idx`.execute(db);
  await sql`CREATE INDEX civilians_discord_id_idx ON civilians (discord_id)`.execute(db);
}

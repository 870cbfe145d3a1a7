import { sql, type Kysely } from 'kysely';

// Two more lists read a page at a time (as in 0014): each index is the list's filter followed
// by its whole sort key, so a page is one index range however deep the reader goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The department's incident reports, newest first, the id breaking ties.
  await sql`DROP INDEX incident_reports_department_idx`.execute(db);
  await sql`CREATE INDEX incident_reports_department_idx ON incident_reports (department, created_at DESC, id DESC)`.execute(
    db,
  );
  // Staff's account requests of every status, by filing order (one status has its own index).
  await sql`CREATE INDEX bank_account_requests_seq_idx ON bank_account_requests (seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX bank_account_requests_seq_idx`.execute(db);
  await sql`DROP INDEX incident_reports_department_idx`.execute(db);
  await sql`CREATE INDEX incident_reports_department_idx ON incident_reports (department, created_at DESC)`.execute(
    db,
  );
}

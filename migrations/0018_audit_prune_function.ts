import { sql, type Kysely } from 'kysely';

// The audit log is append-only. Until now the retention prune said so by setting a session
// variable, which any session could set before a DELETE of its own. Now the prune is a
// function, and the trigger lets through only the DELETE inside it, called directly: it reads
// the call stack (PG_CONTEXT), which a session cannot set. TRUNCATE, which row triggers never
// see, is refused by a statement trigger.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION audit_prune(cutoff timestamptz) RETURNS bigint LANGUAGE plpgsql AS $$
    DECLARE
      deleted bigint;
    BEGIN
      DELETE FROM audit_log WHERE at < cutoff;
      GET DIAGNOSTICS deleted = ROW_COUNT;
      RETURN deleted;
    END
    $$
  `.execute(db);
  // The stack of an allowed DELETE is exactly: this trigger, audit_prune's DELETE statement,
  // and audit_prune called by the client. A DO block or another function around it adds a
  // line; a DELETE of the session's own has no audit_prune line.
  await sql`
    CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      stack text;
      frames text[];
    BEGIN
      IF TG_OP = 'DELETE' THEN
        GET DIAGNOSTICS stack = PG_CONTEXT;
        frames := string_to_array(stack, E'\\n');
        IF array_length(frames, 1) = 3
          AND frames[2] = 'SQL statement "DELETE FROM audit_log WHERE at < cutoff"'
          AND frames[3] ~ '^PL/pgSQL function audit_prune\\(timestamp with time zone\\) line [0-9]+ at SQL statement$'
        THEN
          RETURN OLD;
        END IF;
      END IF;
      RAISE EXCEPTION 'audit log entries cannot be changed or deleted';
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER audit_log_no_truncate ON audit_log`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND current_setting('tenfour.audit_prune', true) = 'on' THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'audit log entries cannot be changed or deleted';
    END
    $$
  `.execute(db);
  await sql`DROP FUNCTION audit_prune(timestamptz)`.execute(db);
}

import { sql, type Kysely } from 'kysely';

// A purchase runs as one statement outside an explicit transaction (docs/benchmarks.md), so a
// refusal found after its stock update (no money, over the limit) has to undo that update
// from inside the statement: it raises this error, which rolls the whole statement back.
// The reason is the message; the SQLSTATE is the project's own, so no other error is taken
// for a refusal. STRICT: a NULL reason (nothing to refuse) returns NULL without a call.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION raise_refusal(reason text) RETURNS boolean
    LANGUAGE plpgsql VOLATILE STRICT AS $$
    BEGIN
      RAISE EXCEPTION USING ERRCODE = 'TF001', MESSAGE = reason;
    END $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION raise_refusal(text)`.execute(db);
}

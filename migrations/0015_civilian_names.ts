import { sql, type Kysely } from 'kysely';

// Typo-tolerant name search reads a trigram index. Over every civilian, each trigram's posting
// list grows with the community (a million civilians made a typo cost 10-50 ms); names repeat,
// so the distinct names are far fewer. This table holds each distinct search key once, with
// how many civilians carry it, kept by triggers in the same transaction as the civilian row.
// Its trigram index finds the similar names; the prefix index on civilians then finds who
// carries them.
const KEY = `lower(first_name || ' ' || last_name)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE civilian_names (
      name text PRIMARY KEY,
      civilians integer NOT NULL CHECK (civilians > 0)
    )
  `.execute(db);
  await sql
    .raw(
      `
    INSERT INTO civilian_names (name, civilians)
    SELECT ${KEY}, count(*) FROM civilians GROUP BY 1
  `,
    )
    .execute(db);
  await sql`CREATE INDEX civilian_names_trgm_idx ON civilian_names USING gin (name gin_trgm_ops)`.execute(
    db,
  );
  // Statistics now, not at autovacuum's next pass: without them the planner reads every name
  // for a typo rather than the trigram index.
  await sql`ANALYZE civilian_names`.execute(db);
  // A key that loses its last civilian is removed, so the search never ranks a name nobody has.
  await sql
    .raw(
      `
    CREATE FUNCTION civilian_names_count() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      old_key text;
      new_key text;
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        old_key := lower(OLD.first_name || ' ' || OLD.last_name);
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        new_key := lower(NEW.first_name || ' ' || NEW.last_name);
      END IF;
      IF old_key IS NOT DISTINCT FROM new_key THEN
        RETURN NULL;
      END IF;
      IF new_key IS NOT NULL THEN
        INSERT INTO civilian_names AS n (name, civilians) VALUES (new_key, 1)
        ON CONFLICT (name) DO UPDATE SET civilians = n.civilians + 1;
      END IF;
      IF old_key IS NOT NULL THEN
        DELETE FROM civilian_names WHERE name = old_key AND civilians = 1;
        IF NOT FOUND THEN
          UPDATE civilian_names SET civilians = civilians - 1 WHERE name = old_key;
        END IF;
      END IF;
      RETURN NULL;
    END
    $$
  `,
    )
    .execute(db);
  await sql`
    CREATE TRIGGER civilian_names_count
    AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name ON civilians
    FOR EACH ROW EXECUTE FUNCTION civilian_names_count()
  `.execute(db);
  await sql
    .raw(
      `
    CREATE FUNCTION civilian_names_clear() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM civilian_names;
      RETURN NULL;
    END
    $$
  `,
    )
    .execute(db);
  await sql`
    CREATE TRIGGER civilian_names_clear AFTER TRUNCATE ON civilians
    FOR EACH STATEMENT EXECUTE FUNCTION civilian_names_clear()
  `.execute(db);
  // Name typos now read civilian_names; nothing else searches civilians by trigram.
  await sql`DROP INDEX civilians_name_trgm_idx`.execute(db);
  // The civilians of a similar name are then read by name, first by id: with the id and the
  // shown columns in the name index, that is an index-only scan, not one scattered table
  // page per civilian (at a million civilians, 300 pages and most of a typo's time). Prefix
  // walks read the same columns and gain the same way.
  await sql`DROP INDEX civilians_name_prefix_idx`.execute(db);
  await sql
    .raw(
      `CREATE INDEX civilians_name_prefix_idx ON civilians ((${KEY}) text_pattern_ops, id)
     INCLUDE (first_name, last_name, date_of_birth)`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX civilians_name_prefix_idx`.execute(db);
  await sql
    .raw(`CREATE INDEX civilians_name_prefix_idx ON civilians ((${KEY}) text_pattern_ops)`)
    .execute(db);
  await sql
    .raw(`CREATE INDEX civilians_name_trgm_idx ON civilians USING gin ((${KEY}) gin_trgm_ops)`)
    .execute(db);
  await sql`DROP TRIGGER civilian_names_clear ON civilians`.execute(db);
  await sql`DROP TRIGGER civilian_names_count ON civilians`.execute(db);
  await sql`DROP FUNCTION civilian_names_clear()`.execute(db);
  await sql`DROP FUNCTION civilian_names_count()`.execute(db);
  await sql`DROP TABLE civilian_names`.execute(db);
}

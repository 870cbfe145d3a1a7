import { sql, type Kysely } from 'kysely';

// The staff console: members' sign-in times, suspensions (which end sessions), expungement of
// records, and the append-only audit log every privileged or money-moving action writes to.
// Frozen in time: the lists below are copied here, never imported.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Sign-in times. A users row is created by a sign-in, so an existing member first signed in
  // when their row was created, and last when their newest remaining session started.
  await sql`
    ALTER TABLE users
      ADD COLUMN first_sign_in_at timestamptz,
      ADD COLUMN last_sign_in_at timestamptz
  `.execute(db);
  await sql`
    UPDATE users SET
      first_sign_in_at = created_at,
      last_sign_in_at = COALESCE(
        (SELECT max(s.created_at) FROM sessions s WHERE s.discord_id = users.discord_id),
        created_at)
  `.execute(db);
  // The members list: alphabetical pages, and search by any part of the name.
  await sql`CREATE INDEX users_name_order_idx ON users (lower(username), discord_id)`.execute(db);
  await sql`CREATE INDEX users_username_trgm_idx ON users USING gin (lower(username) gin_trgm_ops)`.execute(
    db,
  );

  // A session ended by staff (a suspension) stays, marked, until it expires: the cookie no
  // longer signs anyone in, but it still tells the member why.
  await sql`ALTER TABLE sessions ADD COLUMN ended_at timestamptz`.execute(db);

  await db.schema
    .createTable('member_suspensions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('discord_id', 'text', (c) =>
      c.notNull().references('users.discord_id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    // NULL: until lifted. An ended suspension stops applying by itself (read against now).
    .addColumn('ends_at', 'timestamptz')
    .addColumn('suspended_by', 'text', (c) => c.notNull())
    .addColumn('lifted_at', 'timestamptz')
    .addColumn('lifted_by', 'text')
    .addColumn('lift_note', 'text')
    .addCheckConstraint(
      'member_suspensions_ends_after_start',
      sql`ends_at IS NULL OR ends_at > starts_at`,
    )
    .execute();
  await sql`CREATE INDEX member_suspensions_member_idx ON member_suspensions (discord_id, starts_at DESC)`.execute(
    db,
  );

  // An expunged record is hidden from officers, its owner and the Records panel; its fine can
  // no longer be paid. The row stays (and the audit log keeps what happened).
  await sql`ALTER TABLE records ADD COLUMN expunged_at timestamptz`.execute(db);

  await db.schema
    .createTable('expungement_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('record_id', 'uuid', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('civilian_id', 'uuid', (c) =>
      c.notNull().references('civilians.id').onDelete('cascade'),
    )
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'approved', 'denied')`),
    )
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One open request per record: a second one waits for the first decision.
  await sql`CREATE UNIQUE INDEX expungement_requests_one_pending ON expungement_requests (record_id) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX expungement_requests_queue_idx ON expungement_requests (status, created_at, id)`.execute(
    db,
  );
  await sql`CREATE INDEX expungement_requests_civilian_idx ON expungement_requests (civilian_id, created_at DESC)`.execute(
    db,
  );

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    // The member who acted (NULL: the system), their name then, and the profile they used.
    .addColumn('actor_discord_id', 'text')
    .addColumn('actor_name', 'text')
    .addColumn('actor_profile', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('target_label', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  // Newest first, whole log or filtered by member, action or target: each filter walks its
  // own index in the page order (keyset on at, id).
  await sql`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_actor_idx ON audit_log (actor_discord_id, at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, at DESC, id DESC)`.execute(
    db,
  );
  // Append-only: no statement may change an entry, and only the retention prune (which says
  // so for its own transaction) may delete one.
  await sql`
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND current_setting('tenfour.audit_prune', true) = 'on' THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'audit log entries cannot be changed or deleted';
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await sql`DROP FUNCTION audit_log_append_only()`.execute(db);
  await db.schema.dropTable('expungement_requests').execute();
  await sql`ALTER TABLE records DROP COLUMN expunged_at`.execute(db);
  await db.schema.dropTable('member_suspensions').execute();
  await sql`ALTER TABLE sessions DROP COLUMN ended_at`.execute(db);
  await sql`DROP INDEX users_username_trgm_idx`.execute(db);
  await sql`DROP INDEX users_name_order_idx`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN first_sign_in_at, DROP COLUMN last_sign_in_at`.execute(
    db,
  );
}

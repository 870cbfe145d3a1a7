import { sql, type Kysely } from 'kysely';

// A shop item's Discord role is held while the item is (docs/economy.md): the roles the
// items gave each member, a 'member_role' outbox kind that applies one in the guild, and an
// item's license naming one of the community's license types by id.
// Frozen: migrations never import application code.

/**
 * Rewrites the outbox's kind check with 'member_role' added (or removed): other areas add
 * their own kinds too, so the check is edited from its current definition.
 */
async function editOutboxKinds(db: Kysely<unknown>, mode: 'add' | 'remove') {
  const { rows } = await sql<{ def: string }>`
    SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
    WHERE conrelid = 'outbox'::regclass AND conname = 'outbox_kind_check'
  `.execute(db);
  const def = rows[0]?.def;
  if (!def) throw new Error('outbox_kind_check is missing.');
  const listed = [...def.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]!);
  const kinds =
    mode === 'add'
      ? [...listed.filter((k) => k !== 'member_role'), 'member_role']
      : listed.filter((k) => k !== 'member_role');
  const list = kinds.map((k) => `'${k}'`).join(', ');
  await sql
    .raw(
      `ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check,
        ADD CONSTRAINT outbox_kind_check CHECK (kind IN (${list}))`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await editOutboxKinds(db, 'add');

  // The roles held items gave each member: what a later change compares with, so a role is
  // added once when the first such item arrives and removed once when the last one leaves.
  await sql`
    CREATE TABLE member_item_roles (
      discord_id text NOT NULL,
      role_id text NOT NULL,
      granted_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (discord_id, role_id)
    )
  `.execute(db);

  // Role ids as the role mapping and license types accept them (the guild's own ids).
  await sql`
    ALTER TABLE shop_items
      DROP CONSTRAINT shop_items_discord_role_id_check,
      ADD CONSTRAINT shop_items_discord_role_id_check
        CHECK (discord_role_id ~ '^[A-Za-z0-9_-]{1,32}$')
  `.execute(db);
  await sql`CREATE INDEX shop_items_role_idx ON shop_items (discord_role_id)
    WHERE discord_role_id IS NOT NULL`.execute(db);

  // An item's license named a class; it now names a license type by id (a live one when
  // staff set it). A name no type has any more is dropped: the item then grants no license.
  await sql`
    UPDATE shop_items i SET license_type = (
      SELECT t.id::text FROM license_types t WHERE t.name = i.license_type
      ORDER BY t.retired_at IS NOT NULL, t.created_at LIMIT 1
    )
    WHERE license_type IS NOT NULL
  `.execute(db);
  await sql`
    ALTER TABLE shop_items
      ALTER COLUMN license_type TYPE uuid USING license_type::uuid,
      ADD CONSTRAINT shop_items_license_type_fk FOREIGN KEY (license_type)
        REFERENCES license_types (id) ON DELETE SET NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE shop_items
      DROP CONSTRAINT shop_items_license_type_fk,
      ALTER COLUMN license_type TYPE text USING license_type::text
  `.execute(db);
  await sql`
    UPDATE shop_items i SET license_type = (
      SELECT t.name FROM license_types t WHERE t.id::text = i.license_type
    )
    WHERE license_type IS NOT NULL
  `.execute(db);
  await sql`DROP INDEX shop_items_role_idx`.execute(db);
  // A role id the old check refuses (not a snowflake) is dropped with it.
  await sql`
    UPDATE shop_items SET discord_role_id = NULL WHERE discord_role_id !~ '^[0-9]{17,20}$'
  `.execute(db);
  await sql`
    ALTER TABLE shop_items
      DROP CONSTRAINT shop_items_discord_role_id_check,
      ADD CONSTRAINT shop_items_discord_role_id_check
        CHECK (discord_role_id ~ '^[0-9]{17,20}$')
  `.execute(db);
  await sql`DROP TABLE member_item_roles`.execute(db);
  await sql`DELETE FROM outbox WHERE kind = 'member_role'`.execute(db);
  await editOutboxKinds(db, 'remove');
}

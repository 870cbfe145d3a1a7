import { sql, type Kysely } from 'kysely';

// Keys other tools call the public API with (docs/api.md, "Public API"). Only a hash of the
// secret is kept; its first characters stay readable so staff can tell keys apart.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE api_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CONSTRAINT api_keys_name CHECK (char_length(name) BETWEEN 1 AND 80),
      prefix text NOT NULL,
      secret_hash text NOT NULL UNIQUE CONSTRAINT api_keys_hash CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
      scopes text[] NOT NULL CONSTRAINT api_keys_scopes CHECK (
        cardinality(scopes) >= 1 AND scopes <@ ARRAY[
          'calls:read', 'calls:write', 'units:read', 'units:write', 'lookup:read',
          'civilians:read', 'records:read', 'fines:write', 'bank:read', 'events:read'
        ]::text[]
      ),
      rate_limit_per_minute integer NOT NULL
        CONSTRAINT api_keys_rate_limit CHECK (rate_limit_per_minute BETWEEN 1 AND 100000),
      expires_at timestamptz,
      created_at timestamptz NOT NULL,
      created_by text NOT NULL REFERENCES users (discord_id),
      revoked_at timestamptz,
      revoked_by text REFERENCES users (discord_id),
      CONSTRAINT api_keys_revoked CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
    )
  `.execute(db);
  // The usage log keeps each key's newest requests only (see USAGE_KEPT_PER_KEY).
  await sql`
    CREATE TABLE api_key_usage (
      id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
      key_id uuid NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
      at timestamptz NOT NULL,
      method text NOT NULL CONSTRAINT api_key_usage_method CHECK (char_length(method) BETWEEN 1 AND 10),
      route text NOT NULL CONSTRAINT api_key_usage_route CHECK (char_length(route) BETWEEN 1 AND 300),
      status integer NOT NULL CONSTRAINT api_key_usage_status CHECK (status BETWEEN 100 AND 599),
      address text NOT NULL CONSTRAINT api_key_usage_address CHECK (char_length(address) <= 100)
    )
  `.execute(db);
  await sql`CREATE INDEX api_key_usage_key_idx ON api_key_usage (key_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE api_key_usage`.execute(db);
  await sql`DROP TABLE api_keys`.execute(db);
}

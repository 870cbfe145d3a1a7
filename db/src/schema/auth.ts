import type { ColumnType, Generated } from 'kysely';

export interface UsersTable {
  discord_id: string;
  username: string;
  discriminator: Generated<string>;
  avatar: string | null;
  /** Discord role ids in the configured guild, as last read from Discord. */
  roles: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  token_hash: string;
  discord_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
}

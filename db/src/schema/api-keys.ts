import type { ColumnType, Generated } from 'kysely';

/** What a key may do (docs/api.md, "Public API"); migration 0030 checks the same list. */
export const API_SCOPES = [
  'calls:read',
  'calls:write',
  'units:read',
  'units:write',
  'lookup:read',
  'civilians:read',
  'records:read',
  'fines:write',
  'bank:read',
  'events:read',
] as const;

export type ApiScope = (typeof API_SCOPES)[number];

export interface ApiKeysTable {
  id: Generated<string>;
  name: string;
  /** The secret's first characters, shown so staff can tell keys apart. */
  prefix: string;
  secret_hash: string;
  scopes: ApiScope[];
  rate_limit_per_minute: number;
  expires_at: Date | null;
  created_at: Date;
  created_by: string;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ApiKeyUsageTable {
  id: Generated<string>;
  key_id: string;
  at: Date;
  method: string;
  route: string;
  status: number;
  address: string;
}

export interface ApiKeyTables {
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
}

import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { ApiKeysTable, ApiScope } from '../schema/api-keys';
import { DomainError } from '../infra/errors';
import { announceConfigChange } from '../community/live-config';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import { pageOf, boundedLimit } from '../infra/keyset-paging';

export { API_SCOPES, type ApiScope } from '../schema/api-keys';

/** Every secret starts so: a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'tfk_';
/** Characters of the secret kept in the clear, to tell keys apart. */
const SHOWN_CHARS = API_KEY_PREFIX.length + 8;

/** The secret's hash, the only form it is stored in. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** 32 random bytes: guessing is hopeless, so one fast hash is enough (no password stretching). */
function newSecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  rateLimitPerMinute: number;
  expiresAt: string | null;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  revokedBy: string | null;
}

export function toApiKeyView(row: Selectable<ApiKeysTable>): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    rateLimitPerMinute: row.rate_limit_per_minute,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    revokedBy: row.revoked_by,
  };
}

export interface NewApiKey {
  name: string;
  scopes: ApiScope[];
  rateLimitPerMinute: number;
  expiresAt?: Date | null | undefined;
}

/**
 * Staff create a key: the secret is returned this once and only its hash is kept. Every
 * process hears of it through the `api-keys` topic; the creation is audited.
 */
export async function createApiKey(
  db: Kysely<Database>,
  staffDiscordId: string,
  input: NewApiKey,
  now: Date,
): Promise<{ key: ApiKeyView; secret: string }> {
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError('invalid', 'apiKeys.expiryPast', { field: 'expiresAt' });
  }
  const secret = newSecret();
  const scopes = [...new Set(input.scopes)].sort();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('api_keys')
      .values({
        name: input.name,
        prefix: secret.slice(0, SHOWN_CHARS),
        secret_hash: hashApiKey(secret),
        scopes,
        rate_limit_per_minute: input.rateLimitPerMinute,
        expires_at: input.expiresAt ?? null,
        created_at: now,
        created_by: staffDiscordId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const key = toApiKeyView(row);
    await recordAudit(trx, {
      at: now,
      actor: { discordId: staffDiscordId, profile: STAFF_PROFILE },
      action: 'api_key.create',
      target: { type: 'api_key', id: key.id, label: `${key.name} (${key.prefix}…)` },
      after: {
        name: key.name,
        scopes: key.scopes,
        rateLimitPerMinute: key.rateLimitPerMinute,
        expiresAt: key.expiresAt,
      },
    });
    await announceConfigChange(trx, 'api-keys');
    return { key, secret };
  });
}

/** Revokes a key: every process refuses it from the announcement on. Audited. */
export async function revokeApiKey(
  db: Kysely<Database>,
  staffDiscordId: string,
  id: string,
  now: Date,
): Promise<ApiKeyView> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!held) throw new DomainError('not_found', 'apiKeys.notFound');
    if (held.revoked_at) throw new DomainError('conflict', 'apiKeys.alreadyRevoked');
    const row = await trx
      .updateTable('api_keys')
      .set({ revoked_at: now, revoked_by: staffDiscordId })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const key = toApiKeyView(row);
    await recordAudit(trx, {
      at: now,
      actor: { discordId: staffDiscordId, profile: STAFF_PROFILE },
      action: 'api_key.revoke',
      target: { type: 'api_key', id: key.id, label: `${key.name} (${key.prefix}…)` },
      before: { revokedAt: null },
      after: { revokedAt: key.revokedAt },
    });
    await announceConfigChange(trx, 'api-keys');
    return key;
  });
}

/** Every key, newest first (revoked ones too: their usage log stays readable). */
export async function listApiKeys(db: Kysely<Database>): Promise<ApiKeyView[]> {
  const rows = await db
    .selectFrom('api_keys')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toApiKeyView);
}

export async function getApiKey(db: Kysely<Database>, id: string): Promise<ApiKeyView> {
  const row = await db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'apiKeys.notFound');
  return toApiKeyView(row);
}

export interface ApiKeyUsageView {
  at: string;
  method: string;
  route: string;
  status: number;
  address: string;
}

/** The sort key of a page of a key's usage log: the entry's id, newest first. */
export const USAGE_PAGE_KEY = ['bigint'] as const;

/** A page of the key's usage log, newest first. */
export async function pageApiKeyUsage(
  db: Kysely<Database>,
  keyId: string,
  page: { limit: number; after?: string[] | undefined },
): Promise<{ usage: ApiKeyUsageView[]; nextCursor: string | null }> {
  const limit = boundedLimit(page.limit);
  let query = db
    .selectFrom('api_key_usage')
    .select(['id', 'at', 'method', 'route', 'status', 'address'])
    .where('key_id', '=', keyId);
  const after = page.after?.[0];
  if (after) query = query.where('id', '<', after);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const { rows: shown, nextCursor } = pageOf(rows, limit, (r) => [String(r.id)]);
  return {
    usage: shown.map((r) => ({
      at: new Date(r.at).toISOString(),
      method: r.method,
      route: r.route,
      status: r.status,
      address: r.address,
    })),
    nextCursor,
  };
}

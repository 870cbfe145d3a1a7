import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Notifier } from '../infra/notify';
import { LiveConfig } from '../community/live-config';
import type { ApiScope } from '../schema/api-keys';
import { hashApiKey } from './keys';

/** What a request needs to know of the key it carries. */
export interface ActiveApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: ReadonlySet<ApiScope>;
  rateLimitPerMinute: number;
  expiresAt: Date | null;
  revoked: boolean;
  hash: Buffer;
}

export type KeyCheck =
  { ok: true; key: ActiveApiKey } | { ok: false; reason: 'invalid' | 'revoked' | 'expired' };

export interface UsageEntry {
  keyId: string;
  at: Date;
  method: string;
  route: string;
  status: number;
  address: string;
}

/** Each key's usage log keeps its newest entries only: a busy key cannot fill the disk. */
export const USAGE_KEPT_PER_KEY = 1_000;
/** Usage entries are written in batches, so logging costs a request no query of its own. */
const USAGE_FLUSH_MS = 1_000;
const USAGE_FLUSH_ROWS = 500;
/** Past this many unwritten entries (the database is down), the oldest are dropped. */
const USAGE_BUFFER_MAX = 20_000;

async function loadKeys(db: Kysely<Database>): Promise<Map<string, ActiveApiKey>> {
  const rows = await db
    .selectFrom('api_keys')
    .select([
      'id',
      'name',
      'prefix',
      'secret_hash',
      'scopes',
      'rate_limit_per_minute',
      'expires_at',
      'revoked_at',
    ])
    .execute();
  return new Map(
    rows.map((r) => [
      r.secret_hash,
      {
        id: r.id,
        name: r.name,
        prefix: r.prefix,
        scopes: new Set(r.scopes),
        rateLimitPerMinute: r.rate_limit_per_minute,
        expiresAt: r.expires_at ? new Date(r.expires_at) : null,
        revoked: r.revoked_at !== null,
        hash: Buffer.from(r.secret_hash, 'hex'),
      },
    ]),
  );
}

/**
 * The keys as every request checks them: held in memory and read again whenever a key is
 * created or revoked in any process (the `api-keys` topic), so a revoked key is refused from
 * the announcement on. Also buffers each key's usage log.
 */
export class ApiKeyGate {
  private readonly keys: LiveConfig<Map<string, ActiveApiKey>>;
  private buffer: UsageEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    notifier: Notifier | undefined,
  ) {
    this.keys = new LiveConfig(db, notifier, 'api-keys', loadKeys);
  }

  /** The key a secret names, or why it is refused. */
  async check(secret: string, now: Date): Promise<KeyCheck> {
    const hash = hashApiKey(secret);
    const key = (await this.keys.get()).get(hash);
    // The map is found by hash; the comparison of the stored hash is made in constant time
    // all the same, so no lookup path can leak how much of a guess matched.
    if (!key || !timingSafeEqual(key.hash, Buffer.from(hash, 'hex'))) {
      return { ok: false, reason: 'invalid' };
    }
    if (key.revoked) return { ok: false, reason: 'revoked' };
    if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) {
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, key };
  }

  /** Adds a request to the key's usage log (written within a second). */
  record(entry: UsageEntry) {
    this.buffer.push(entry);
    if (this.buffer.length > USAGE_BUFFER_MAX)
      this.buffer.splice(0, this.buffer.length - USAGE_BUFFER_MAX);
    if (this.buffer.length >= USAGE_FLUSH_ROWS) void this.flush().catch(() => undefined);
    else
      this.timer ??= setTimeout(
        () => void this.flush().catch(() => undefined),
        USAGE_FLUSH_MS,
      ).unref();
  }

  /** Writes the buffered usage now (a reader of the log calls it first, to see its own requests). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flushing;
    if (!this.buffer.length) return;
    const batch = this.buffer;
    this.buffer = [];
    this.flushing = this.write(batch).finally(() => {
      this.flushing = undefined;
    });
    try {
      await this.flushing;
    } catch (err) {
      // Kept for the next try (the database may be back by then).
      this.buffer = [...batch, ...this.buffer].slice(-USAGE_BUFFER_MAX);
      throw err;
    }
  }

  private async write(batch: UsageEntry[]) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('api_key_usage')
        .values(
          batch.map((e) => ({
            key_id: e.keyId,
            at: e.at,
            method: e.method.slice(0, 10),
            route: e.route.slice(0, 300) || '/',
            status: e.status,
            address: e.address.slice(0, 100),
          })),
        )
        .execute();
      for (const keyId of new Set(batch.map((e) => e.keyId))) {
        const edge = await trx
          .selectFrom('api_key_usage')
          .select('id')
          .where('key_id', '=', keyId)
          .orderBy('id', 'desc')
          .offset(USAGE_KEPT_PER_KEY)
          .limit(1)
          .executeTakeFirst();
        if (edge) {
          await trx
            .deleteFrom('api_key_usage')
            .where('key_id', '=', keyId)
            .where('id', '<=', edge.id)
            .execute();
        }
      }
    });
  }
}

const gates = new WeakMap<Kysely<Database>, ApiKeyGate>();

/** The gate of this database handle, made on first use (one per process and handle). */
export function apiKeyGate(db: Kysely<Database>, notifier?: Notifier): ApiKeyGate {
  let gate = gates.get(db);
  if (!gate) {
    gate = new ApiKeyGate(db, notifier);
    gates.set(db, gate);
  }
  return gate;
}

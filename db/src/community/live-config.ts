import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Notifier } from '../infra/notify';

/** NOTIFY channel naming a part of the community's configuration that changed. */
export const CONFIG_CHANGES_CHANNEL = 'tenfour_config_changes';

/** The parts of the configuration a process keeps in memory. */
export type ConfigTopic =
  'departments' | 'role-mapping' | 'values' | 'api-keys' | 'shift-pay' | 'forms';

/**
 * Says a part of the configuration changed: this process's caches forget it at once, other
 * processes (more API processes, the bot) when the NOTIFY arrives, which PostgreSQL delivers
 * when the surrounding transaction commits. Call it inside the transaction that made the
 * change.
 */
export async function announceConfigChange(db: Kysely<Database>, topic: ConfigTopic) {
  localChange(topic);
  await sql`SELECT pg_notify(${CONFIG_CHANGES_CHANNEL}, ${topic})`.execute(db);
}

const versions = new Map<ConfigTopic, number>();
let everything = 0;

function localChange(topic: ConfigTopic) {
  versions.set(topic, (versions.get(topic) ?? 0) + 1);
}

function version(topic: ConfigTopic) {
  return `${everything}:${versions.get(topic) ?? 0}`;
}

/** Longest a cached value is trusted while announcements cannot be heard. */
const UNHEARD_TTL_MS = 5_000;
const HEARD_TTL_MS = 5 * 60_000;
const LISTEN_RETRY_MS = 5_000;

/**
 * One part of the configuration, read from the database and kept until it changes. Every
 * request may ask; the database is read again only after an announced change (in any
 * process), or after a few seconds while this process cannot hear announcements.
 */
export class LiveConfig<T> {
  private value: { data: T; version: string; at: number } | undefined;
  private loading: Promise<T> | undefined;
  private listening = false;
  private subscription: Promise<void> | undefined;
  private retryAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly notifier: Notifier | undefined,
    private readonly topic: ConfigTopic,
    private readonly load: (db: Kysely<Database>) => Promise<T>,
  ) {}

  async get(): Promise<T> {
    this.listen();
    const now = Date.now();
    const held = this.value;
    const ttl = this.listening ? HEARD_TTL_MS : UNHEARD_TTL_MS;
    if (held && held.version === version(this.topic) && now - held.at < ttl) return held.data;
    this.loading ??= this.read().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Forgets the value (a change this process made outside `announceConfigChange`). */
  forget() {
    this.value = undefined;
  }

  private async read(): Promise<T> {
    const before = version(this.topic);
    const data = await this.load(this.db);
    // A change announced while the read ran may not be in it: used once, not kept.
    if (version(this.topic) === before) this.value = { data, version: before, at: Date.now() };
    return data;
  }

  private listen() {
    if (this.subscription || !this.notifier || Date.now() < this.retryAt) return;
    this.subscription = this.notifier
      .subscribe(
        CONFIG_CHANGES_CHANNEL,
        (payload) => localChange(payload as ConfigTopic),
        () => {
          everything += 1;
        },
      )
      .then(
        () => {
          this.listening = true;
        },
        () => {
          this.subscription = undefined;
          this.retryAt = Date.now() + LISTEN_RETRY_MS;
        },
      );
  }
}

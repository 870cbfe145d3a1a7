import type { REST } from '@discordjs/rest';
import type { Kysely } from 'kysely';
import type { Config, Database } from '@tenfour/db';
import {
  claimDueDeliveries,
  markDeliveryFailed,
  markDeliverySent,
  scheduleDeliveryRetry,
  type ClaimedDelivery,
} from '@tenfour/db/outbox';
import { seedDepartmentWebhooks } from '@tenfour/db/departments';
import { createOutboxRest } from '../rest';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';
import { deliver } from './deliver';

export type Log = (level: 'info' | 'warn' | 'error', message: string) => void;

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  config: Config;
  /** Defaults to a client that never retries or waits by itself (see rest.ts). */
  rest?: REST;
  now?: () => Date;
  /** Pause between polls when the queue is empty. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed row stays away from other workers; well above the REST timeout. */
  leaseMs?: number;
  log?: Log;
  /** Told every delivery's outcome (metrics). */
  observe?: DeliveryObserver;
}

/** What became of one delivery attempt: sent, rate limited, to be retried, or failed for good. */
export type DeliveryObserver = (
  kind: string,
  outcome: 'sent' | 'rate_limited' | 'retry' | 'failed',
) => void;

export interface RunSummary {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  /** Claims and delivers one batch of due rows. */
  runOnce(): Promise<RunSummary>;
  /** Polls until stopped. */
  start(): void;
  /** Finishes the batch in hand, then stops polling. */
  stop(): Promise<void>;
}

const consoleLog: Log = (level, message) => console[level](`[outbox] ${message}`);

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, config } = options;
  const rest = options.rest ?? createOutboxRest(config);
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const log = options.log ?? consoleLog;

  async function settle(delivery: ClaimedDelivery, summary: RunSummary): Promise<void> {
    const outcome = await deliver(rest, config, delivery, db);
    options.observe?.(
      delivery.kind,
      outcome.sent
        ? 'sent'
        : !outcome.retry
          ? 'failed'
          : outcome.rateLimited
            ? 'rate_limited'
            : 'retry',
    );
    const label = `${delivery.kind} #${delivery.id}`;
    if (outcome.sent) {
      const recorded = await markDeliverySent(db, delivery, { result: outcome.result, now: now() });
      if (!recorded) log('warn', `${label} was sent after its lease ran out`);
      summary.sent += 1;
    } else if (!outcome.retry) {
      await markDeliveryFailed(db, delivery, { reason: outcome.reason, now: now() });
      log('warn', `${label} failed: ${outcome.reason}`);
      summary.failed += 1;
    } else if (!outcome.rateLimited && delivery.attempts >= MAX_ATTEMPTS) {
      const reason = `Gave up after ${delivery.attempts} attempts; last error: ${outcome.error}`;
      await markDeliveryFailed(db, delivery, { reason, now: now() });
      log('warn', `${label} failed: ${reason}`);
      summary.failed += 1;
    } else {
      const delay = retryDelayMs(delivery.attempts, outcome.retryAfterMs);
      await scheduleDeliveryRetry(db, delivery, {
        nextAttemptAt: new Date(now().getTime() + delay),
        error: outcome.error,
        // A busy hour of rate limits must not use up the budget meant for real failures.
        refundAttempt: outcome.rateLimited === true,
      });
      // A refused token stops every DM: said loudly, as what it is, not as a passing error.
      log(
        outcome.tokenRefused ? 'error' : 'info',
        `${label} will be retried in ${delay} ms: ${outcome.error}`,
      );
      summary.retried += 1;
    }
  }

  // The webhook variables fill a database they never filled, before its first delivery.
  let seeded: Promise<unknown> | undefined;

  async function runOnce(): Promise<RunSummary> {
    seeded ??= seedDepartmentWebhooks(db, config).catch((err: unknown) => {
      seeded = undefined;
      throw err;
    });
    await seeded;
    const claimed = await claimDueDeliveries(db, { now: now(), limit: batchSize, leaseMs });
    const summary: RunSummary = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
    // Sent side by side: @discordjs/rest keeps per-route order and rate-limit buckets.
    const settled = await Promise.allSettled(claimed.map((d) => settle(d, summary)));
    // A row whose outcome could not be recorded stays leased and is retried after the lease.
    const failure = settled.find((s) => s.status === 'rejected');
    if (failure) throw failure.reason;
    return summary;
  }

  let running: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function loop(): Promise<void> {
    while (!stopping) {
      let busy = false;
      try {
        busy = (await runOnce()).claimed === batchSize;
      } catch (err) {
        log('error', `polling failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (!busy && !stopping) await pause(pollMs);
    }
  }

  return {
    runOnce,
    start() {
      if (running) return;
      stopping = false;
      running = loop();
    },
    async stop() {
      stopping = true;
      wake?.();
      await running;
      running = undefined;
    },
  };
}

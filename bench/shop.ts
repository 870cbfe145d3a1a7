// Shop throughput on PostgreSQL: 200 civilians buying from 20 items with small stock while 50
// others give items to each other (offer, then accept), through the same database operations
// the shop's routes call, then the same 200 buyers against the floor: a bare one-statement
// purchase (guarded stock update, wallet debit, holding, ledger row; no checks, no key) of 20
// other items with the same stock. For reference it also times one guarded UPDATE of a stock
// row that never runs out. Ends with the money and item conservation checks. A script, not a
// test:
//   npm run bench:shop -- [--seconds=20] [--rounds=3] [--pool=DATABASE_POOL_SIZE]
// The shop and the floor run in alternating rounds; the verdict is on the median round, as one
// round's ratio moves with whatever else the machine's two cores are doing.
// Uses DATABASE_URL when set, else creates (and drops) its own database on the local server.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import {
  createDb,
  loadConfig,
  migrateToLatest,
  preparedStatement,
  runPrepared,
  type DbHandle,
} from '@tenfour/db';
import { addMember, addPayer, databaseUrl, withAdmin } from '@tenfour/db/testing';
import { auditBank, type BankAudit } from '@tenfour/db/bank';
import {
  type ShopItem,
  acceptOffer,
  auditItems,
  buyItem,
  createItem,
  mintMoney,
  offerItem,
} from '@tenfour/db/economy';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const BUYERS = 200;
const GIVERS = 50;
const ITEMS = 20;
// Small enough that the rush sells items out during the run, as a limited drop would.
const STOCK = 150;
const PRICE_CENTS = 500;
const OPENING = { walletCents: 1_000_000, checkingCents: 1_000_000 };
const WARMUP_MS = 1_000;
/** Purchases each buyer made before the run. */
const HISTORY = 20;

// The floor: what a purchase cannot do without, as one prepared statement sent straight to
// the pool, as the shop's own statement is (db/src/economy/purchase.ts). $1 item, $2 civilian.
const FLOOR = preparedStatement(
  'bench_floor_purchase',
  `WITH item AS (
    UPDATE shop_items SET stock = stock - 1 WHERE id = $1::uuid AND stock >= 1
    RETURNING id, name, price_cents
  ), debit AS (
    UPDATE bank_wallets p SET balance_cents = p.balance_cents - item.price_cents
    FROM item WHERE p.civilian_id = $2::uuid AND p.balance_cents >= item.price_cents
    RETURNING p.balance_cents
  ), hold AS (
    INSERT INTO shop_inventory (civilian_id, item_id, quantity, updated_at)
    SELECT $2::uuid, item.id, 1, now() FROM item, debit
    ON CONFLICT (civilian_id, item_id) DO UPDATE SET quantity = shop_inventory.quantity + 1
    RETURNING quantity
  ), ledger AS (
    INSERT INTO bank_ledger (civilian_id, type, description, amount_cents, created_at)
    SELECT $2::uuid, 'purchase', 'Shop: 1 × ' || item.name, -item.price_cents, now()
    FROM item, hold
  )
  SELECT quantity AS held FROM hold`,
);

const BARE_UPDATE = preparedStatement(
  'bench_bare_update',
  'UPDATE bench_floor_stock SET stock = stock - 1 WHERE id = $1::int AND stock > 0 RETURNING stock',
);

function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

async function openDatabase(url: string | undefined, poolSize: number) {
  if (url) return { handle: await createDb({ databaseUrl: url, poolSize }), drop: undefined };
  const name = `tenfour_bench_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin(LOCAL_SERVER, (c) => c.query(`CREATE DATABASE "${name}"`));
  const handle = await createDb({ databaseUrl: databaseUrl(LOCAL_SERVER, name), poolSize });
  const drop = () =>
    withAdmin(LOCAL_SERVER, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  return { handle, drop };
}

interface Civ {
  discordId: string;
  civilianId: string;
  accountNumber: string;
  checkingId: string;
}

async function addCivilian(handle: DbHandle, n: number): Promise<Civ> {
  const discordId = await addMember(handle.db, `bench${n}`);
  const civilianId = await addPayer(handle.db, discordId, OPENING);
  const { id, account_number } = await handle.db
    .selectFrom('bank_accounts')
    .select(['id', 'account_number'])
    .where('civilian_id', '=', civilianId)
    .executeTakeFirstOrThrow();
  return { discordId, civilianId, accountNumber: account_number, checkingId: id };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Run {
  ok: number;
  refused: number;
  failed: number;
  p50: number;
  p99: number;
  /** Seconds into the timed run of its last completed purchase. */
  lastDone: number;
}

/** `workers` loops calling `op` back to back for `seconds` after the warm-up. */
async function drive(
  workers: number,
  seconds: number,
  op: (worker: number, i: number, warm: boolean) => Promise<boolean>,
): Promise<Run> {
  const latencies: number[] = [];
  let ok = 0;
  let refused = 0;
  let failed = 0;
  let lastDone = 0;
  const warmupEnd = performance.now() + WARMUP_MS;
  const end = warmupEnd + seconds * 1_000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; performance.now() < end; i++) {
        const started = performance.now();
        let done: boolean | undefined;
        try {
          done = await op(w, i, started < warmupEnd);
        } catch {
          failed++;
        }
        if (started < warmupEnd) continue;
        // A sold-out answer is a full purchase attempt (locks taken, stock read), timed alike.
        if (done !== undefined) latencies.push(performance.now() - started);
        if (done === true) {
          ok++;
          lastDone = Math.max(lastDone, performance.now() - warmupEnd);
        } else if (done === false) refused++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    ok,
    refused,
    failed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    lastDone: lastDone / 1_000,
  };
}

const refusal = (err: unknown) =>
  typeof err === 'object' && err !== null && 'key' in err && typeof err.key === 'string';

function printAudit(label: string, a: BankAudit) {
  const held = a.accountsCents + a.walletsCents + a.treasuryCents;
  console.log(
    `${label}: accounts + wallets + treasury ${held} cents; minted − burned ` +
      `${a.mintedCents - a.burnedCents}; pockets off their ledger ${a.mismatchedPockets}; ` +
      `negative ${a.negativePockets}`,
  );
}

async function main() {
  const seconds = Math.min(arg('seconds', 20), 120);
  const rounds = Math.min(Math.round(arg('rounds', 3)), 9);
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const pool = Math.min(arg('pool', config.database.poolSize), 100);
  const { handle, drop } = await openDatabase(config.database.url, pool);
  const { db } = handle;
  try {
    await migrateToLatest(db);
    const now = new Date();
    const staff = await addMember(db, 'staff');
    // Each run warms up on items of its own, so both start their timed seconds on 20 fresh
    // items of the same stock: the shop's run and the floor's sell the same units. Every round
    // has its own.
    const sets = ['Bench', 'Bench warm-up', 'Floor', 'Floor warm-up'] as const;
    type ItemSet = Map<(typeof sets)[number], ShopItem[]>;
    const roundSets: ItemSet[] = [];
    for (let r = 0; r < rounds; r++) {
      const itemSets: ItemSet = new Map(sets.map((set) => [set, []]));
      for (let n = 0; n < sets.length * ITEMS; n++) {
        const set = sets[Math.floor(n / ITEMS)]!;
        const fields = {
          name: `${set} ${r} item ${n % ITEMS}`,
          description: '',
          category: 'Bench',
          priceCents: PRICE_CENTS,
          stock: STOCK,
          perCivilianLimit: null,
          discordRoleId: null,
          licenseType: null,
        };
        itemSets.get(set)!.push(await createItem(db, { staffDiscordId: staff, now, fields }));
      }
      roundSets.push(itemSets);
    }
    await mintMoney(db, { staffDiscordId: staff, amountCents: 1_000_000, reason: 'Float', now });
    const buyers: Civ[] = [];
    for (let n = 0; n < BUYERS; n++) buyers.push(await addCivilian(handle, n));
    const givers: Civ[] = [];
    for (let n = 0; n < GIVERS; n++) givers.push(await addCivilian(handle, BUYERS + n));
    // Each giver starts with one of every item, from a separate stock so the buyers' is intact.
    const gift = await createItem(db, {
      staffDiscordId: staff,
      now,
      fields: {
        name: 'Bench gift',
        description: '',
        category: 'Bench',
        priceCents: PRICE_CENTS,
        stock: GIVERS * 10,
        perCivilianLimit: null,
        discordRoleId: null,
        licenseType: null,
      },
    });
    for (const g of givers) {
      await buyItem(db, {
        ...g,
        itemId: gift.id,
        quantity: 10,
        accountId: null,
        opening: OPENING,
        now,
      });
    }
    // A shop that has been open a while: each buyer has bought before, with keys, so the
    // tables the purchase reads are not empty when their statistics are taken below (the
    // statements' plans are made from them, as on a live server after autovacuum's ANALYZE).
    const history = await createItem(db, {
      staffDiscordId: staff,
      now,
      fields: {
        name: 'Bench history',
        description: '',
        category: 'Bench',
        priceCents: 1,
        stock: null,
        perCivilianLimit: null,
        discordRoleId: null,
        licenseType: null,
      },
    });
    await Promise.all(
      buyers.map(async (b, w) => {
        for (let i = 0; i < HISTORY; i++) {
          await buyItem(db, {
            ...b,
            idempotencyKey: `history-${w}-${i}`,
            itemId: history.id,
            quantity: 1,
            accountId: i % 2 ? null : b.checkingId,
            opening: OPENING,
            now,
          });
        }
      }),
    );
    await sql`CREATE TABLE bench_floor_stock (id int PRIMARY KEY, stock int NOT NULL CHECK (stock >= 0))`.execute(
      db,
    );
    await sql`INSERT INTO bench_floor_stock SELECT g, ${STOCK * 1_000} FROM generate_series(0, ${ITEMS - 1}) g`.execute(
      db,
    );
    await sql`VACUUM ANALYZE`.execute(db);
    await sql`CHECKPOINT`.execute(db);
    const money = await auditBank(db);
    console.log(
      `Seeded ${ITEMS} items × ${STOCK} stock, ${BUYERS} buyers, ${GIVERS} givers; ${pool} ` +
        `database connections; ${os.cpus().length} cores, load average ` +
        `${os.loadavg()[0]!.toFixed(2)} before the run.`,
    );

    // The givers run beside the shop's buyers and again beside the floor's, so both face the
    // same load; each gift is an offer and its acceptance.
    const giving = () =>
      drive(GIVERS, seconds, async (w, i) => {
        const from = givers[w]!;
        const to = givers[(w + 1 + (i % (GIVERS - 1))) % GIVERS]!;
        try {
          const offer = await offerItem(db, {
            ...from,
            itemId: gift.id,
            quantity: 1,
            priceCents: 0,
            toAccountNumber: to.accountNumber,
            now: new Date(),
          });
          await acceptOffer(db, {
            discordId: to.discordId,
            offerId: offer.id,
            accountId: null,
            opening: OPENING,
            now: new Date(),
          });
          return true;
        } catch (err) {
          if (refusal(err)) return false;
          throw err;
        }
      });
    const line = (label: string, r: Run) =>
      console.log(
        `${label}: ${r.ok} done, ${r.refused} refused (sold out) in ${seconds} s = ` +
          `${((r.ok + r.refused) / seconds).toFixed(0)} answered/s; p50 ` +
          `${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; errors ${r.failed}; last done ` +
          `at ${r.lastDone.toFixed(1)} s`,
      );
    const answered = (r: Run) => r.ok + r.refused;
    const ratios: { throughput: number; p99: number }[] = [];
    const runs: Run[] = [];
    for (const [round, itemSets] of roundSets.entries()) {
      const givingBesideShop = giving();
      // Every purchase carries an Idempotency-Key, as the web's and Discord's do.
      const shop = await drive(BUYERS, seconds, async (w, i, warm) => {
        const buyer = buyers[w]!;
        const items = itemSets.get(warm ? 'Bench warm-up' : 'Bench')!;
        try {
          await buyItem(db, {
            ...buyer,
            idempotencyKey: `bench-${round}-${w}-${i}`,
            itemId: items[(w * 7 + i) % ITEMS]!.id,
            quantity: 1,
            accountId: null,
            opening: OPENING,
            now: new Date(),
          });
          return true;
        } catch (err) {
          if (refusal(err)) return false;
          throw err;
        }
      });
      const given = await givingBesideShop;
      const givingBesideFloor = giving();
      // The floor: what a purchase cannot do without, sent as one statement.
      const floor = await drive(BUYERS, seconds, async (w, i, warm) => {
        const buyer = buyers[w]!;
        const itemId = itemSets.get(warm ? 'Floor warm-up' : 'Floor')![(w * 7 + i) % ITEMS]!.id;
        const rows = await runPrepared(db, FLOOR, [itemId, buyer.civilianId]);
        return rows.length === 1;
      });
      const givenBesideFloor = await givingBesideFloor;
      console.log(`Round ${round + 1} of ${rounds}:`);
      line('  Purchases', shop);
      line('  Gifts beside the purchases', given);
      line('  Floor (a bare one-statement purchase)', floor);
      line('  Gifts beside the floor', givenBesideFloor);
      const ratio = { throughput: answered(shop) / answered(floor), p99: shop.p99 / floor.p99 };
      console.log(
        `  Shop vs floor: ${(100 * ratio.throughput).toFixed(0)}% of its purchases/s, p99 ` +
          `${ratio.p99.toFixed(2)}x`,
      );
      ratios.push(ratio);
      runs.push(shop, given, givenBesideFloor);
    }
    const bareUpdate = await drive(BUYERS, seconds, async (w, i) => {
      const rows = await runPrepared(db, BARE_UPDATE, [(w * 7 + i) % ITEMS]);
      return rows.length === 1;
    });
    line('Reference (one guarded UPDATE, never sold out)', bareUpdate);

    const after = await auditBank(db);
    const itemAudit = await auditItems(db);
    printAudit('Money before', money);
    printAudit('Money after ', after);
    const total = (a: BankAudit) => a.accountsCents + a.walletsCents + a.treasuryCents;
    // The shop is a sink: what the purchases paid is burned, so the pockets and the treasury
    // still add up to minted − burned.
    const conserved = total(after) === after.mintedCents - after.burnedCents;
    const passed =
      conserved &&
      after.mismatchedPockets === 0 &&
      after.negativePockets === 0 &&
      itemAudit.mismatchedItems === 0 &&
      itemAudit.negative === 0 &&
      itemAudit.oversold === 0;
    console.log(
      `Items: ${itemAudit.items} items, off their count ${itemAudit.mismatchedItems}, ` +
        `oversold ${itemAudit.oversold}, negative ${itemAudit.negative}`,
    );
    console.log(`Conservation check: ${passed ? 'PASSED' : 'FAILED'}`);
    // Once an item sells out its buyers still ask: answered attempts are the throughput.
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    };
    const ratio = median(ratios.map((r) => r.throughput));
    const p99 = median(ratios.map((r) => r.p99));
    const shops = runs.filter((_, n) => n % 3 === 0);
    const bare = median(shops.map(answered)) / answered(bareUpdate);
    console.log(
      `Shop (median round) vs the one-UPDATE reference: ${(100 * bare).toFixed(0)}% of its ` +
        `answers/s, p99 ${(median(shops.map((r) => r.p99)) / bareUpdate.p99).toFixed(2)}x`,
    );
    console.log(
      `\nShop vs floor, median of ${rounds} rounds: ${(100 * ratio).toFixed(0)}% of its ` +
        `purchases/s, p99 ${p99.toFixed(2)}x (target >= 70%, <= 1.5x): ` +
        `${ratio >= 0.7 && p99 <= 1.5 ? 'MET' : 'MISSED'}; rounds ` +
        `${ratios.map((r) => `${(100 * r.throughput).toFixed(0)}%/${r.p99.toFixed(2)}x`).join(', ')}; ` +
        `load average ${os.loadavg()[0]!.toFixed(2)} after the run.`,
    );
    if (!passed || runs.some((r) => r.failed)) process.exitCode = 1;
  } finally {
    await handle.close();
    // pg's pool resolves end() before its sockets finish closing (see bench/bank.ts).
    await new Promise((r) => setTimeout(r, 300));
    await drop?.();
  }
}

await main();

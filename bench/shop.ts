// Shop throughput on PostgreSQL: 200 civilians buying from 20 items with small stock while 50
// others give items to each other (offer, then accept), through the same database operations
// the shop's routes call, then the same 200 buyers against a floor: one bare guarded UPDATE of
// a stock row and nothing else. Ends with the money and item conservation checks. A script,
// not a test:
//   npm run bench:shop -- [--seconds=20] [--pool=DATABASE_POOL_SIZE]
// Uses DATABASE_URL when set, else creates (and drops) its own database on the local server.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDb, loadConfig, migrateToLatest, type DbHandle } from '@tenfour/db';
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
}

async function addCivilian(handle: DbHandle, n: number): Promise<Civ> {
  const discordId = await addMember(handle.db, `bench${n}`);
  const civilianId = await addPayer(handle.db, discordId, OPENING);
  const { account_number } = await handle.db
    .selectFrom('bank_accounts')
    .select('account_number')
    .where('civilian_id', '=', civilianId)
    .executeTakeFirstOrThrow();
  return { discordId, civilianId, accountNumber: account_number };
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
}

/** `workers` loops calling `op` back to back for `seconds` after the warm-up. */
async function drive(
  workers: number,
  seconds: number,
  op: (worker: number, i: number) => Promise<boolean>,
): Promise<Run> {
  const latencies: number[] = [];
  let ok = 0;
  let refused = 0;
  let failed = 0;
  const warmupEnd = performance.now() + WARMUP_MS;
  const end = warmupEnd + seconds * 1_000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; performance.now() < end; i++) {
        const started = performance.now();
        let done: boolean | undefined;
        try {
          done = await op(w, i);
        } catch {
          failed++;
        }
        if (started < warmupEnd) continue;
        // A sold-out answer is a full purchase attempt (locks taken, stock read), timed alike.
        if (done !== undefined) latencies.push(performance.now() - started);
        if (done === true) ok++;
        else if (done === false) refused++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { ok, refused, failed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
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
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const pool = Math.min(arg('pool', config.database.poolSize), 100);
  const { handle, drop } = await openDatabase(config.database.url, pool);
  const { db } = handle;
  try {
    await migrateToLatest(db);
    const now = new Date();
    const staff = await addMember(db, 'staff');
    const items: ShopItem[] = [];
    for (let n = 0; n < ITEMS; n++) {
      const fields = {
        name: `Bench item ${n}`,
        description: '',
        category: 'Bench',
        priceCents: PRICE_CENTS,
        stock: STOCK,
        perCivilianLimit: null,
        discordRoleId: null,
        licenseType: null,
      };
      items.push(await createItem(db, { staffDiscordId: staff, now, fields }));
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

    const giving = drive(GIVERS, seconds, async (w, i) => {
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
    const shop = await drive(BUYERS, seconds, async (w, i) => {
      const buyer = buyers[w]!;
      try {
        await buyItem(db, {
          ...buyer,
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
    const given = await giving;
    const floor = await drive(BUYERS, seconds, async (w, i) => {
      const { numAffectedRows } =
        await sql`UPDATE bench_floor_stock SET stock = stock - 1 WHERE id = ${(w * 7 + i) % ITEMS} AND stock > 0`.execute(
          db,
        );
      return numAffectedRows === 1n;
    });

    const line = (label: string, r: Run) =>
      console.log(
        `${label}: ${r.ok} done, ${r.refused} refused (sold out) in ${seconds} s = ` +
          `${((r.ok + r.refused) / seconds).toFixed(0)} answered/s; p50 ` +
          `${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; errors ${r.failed}`,
      );
    line('Purchases', shop);
    line('Gifts (offer + accept)', given);
    line('Floor (one guarded UPDATE)', floor);

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
    const ratio = (shop.ok + shop.refused) / (floor.ok + floor.refused);
    const p99 = shop.p99 / floor.p99;
    console.log(
      `\nShop vs floor: ${(100 * ratio).toFixed(0)}% of its purchases/s, p99 ${p99.toFixed(2)}x ` +
        `(target >= 70%, <= 1.5x): ${ratio >= 0.7 && p99 <= 1.5 ? 'MET' : 'MISSED'}; ` +
        `load average ${os.loadavg()[0]!.toFixed(2)} after the run.`,
    );
    if (!passed || shop.failed || given.failed) process.exitCode = 1;
  } finally {
    await handle.close();
    // pg's pool resolves end() before its sockets finish closing (see bench/bank.ts).
    await new Promise((r) => setTimeout(r, 300));
    await drop?.();
  }
}

await main();

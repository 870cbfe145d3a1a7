import { provisionWith } from '@tenfour/db/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '@tenfour/db';
import { insertAccount } from '@tenfour/db/bank';
import { createSession, upsertUser } from '@tenfour/db';

/**
 * The mixed write load of the database fault test and `npm run bench:faults`: transfers,
 * deposits, withdrawals, new civilians and records, sent to a running API while its database
 * connections are cut. Every write answered 2xx is remembered, so the caller can check that
 * each one is in the database afterwards.
 */

export interface LoadMember {
  cookie: string;
  discordId: string;
  civilianId: string;
  accounts: { id: string; number: string }[];
}

export interface LoadCast {
  members: LoadMember[];
  /** A public safety member with an officer profile: writes records. */
  officerCookie: string;
}

const OPENING = { walletCents: 100_000, checkingCents: 500_000 };

/** Members with one civilian each (Checking + Savings, opening money) and one officer. */
export async function seedLoadCast(
  db: Kysely<Database>,
  options: { members: number; publicSafetyRole: string },
): Promise<LoadCast> {
  const now = new Date();
  const members: LoadMember[] = [];
  const signIn = async (roles: string[]) => {
    const discordId = `${Date.now()}${randomInt(100_000, 999_999)}`;
    await upsertUser(db, {
      discordId,
      username: `load${discordId.slice(-6)}`,
      discriminator: '0',
      avatar: null,
      roles,
    });
    const { token } = await createSession(db, discordId, now);
    return { discordId, cookie: `tenfour_session=${token}` };
  };
  for (let m = 0; m < options.members; m++) {
    const { discordId, cookie } = await signIn([]);
    const civilian = await db
      .insertInto('civilians')
      .values({
        discord_id: discordId,
        first_name: `Load${m}`,
        last_name: 'Tester',
        date_of_birth: '1990-04-12',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await provisionWith(db, civilian.id, OPENING, now);
    await db.transaction().execute((trx) =>
      insertAccount(trx, {
        civilianId: civilian.id,
        accountType: 'Savings',
        name: 'Savings',
        balanceCents: 0,
        now,
      }),
    );
    const accounts = await db
      .selectFrom('bank_accounts')
      .select(['id', 'account_number as number'])
      .where('civilian_id', '=', civilian.id)
      .execute();
    members.push({ cookie, discordId, civilianId: civilian.id, accounts });
  }
  const officer = await signIn([options.publicSafetyRole]);
  await db
    .insertInto('officers')
    .values({
      discord_id: officer.discordId,
      department: 'Xbox',
      callsign: `F-${randomInt(100_000, 999_999)}`,
      badge_number: randomInt(1000, 99_999_999),
      first_name: 'Fault',
      last_name: 'Tester',
      rank: 'Sergeant',
    })
    .execute();
  return { members, officerCookie: officer.cookie };
}

export type WriteKind = 'transfer' | 'deposit' | 'withdraw' | 'civilian' | 'record';

export interface AnsweredWrite {
  kind: WriteKind;
  /** Ledger row id (money), civilian id or record id. */
  id: string;
}

export interface LoadTally {
  requests: number;
  ok: number;
  unavailable: number;
  /** 5xx other than 503: the target is none. */
  serverErrors: number;
  /** 503 answers without Retry-After: the target is none. */
  unavailableWithoutRetryAfter: number;
  /** Requests that got no answer at all (the process died or dropped the socket). */
  noAnswer: number;
  statuses: Record<number, number>;
  written: AnsweredWrite[];
}

export function emptyTally(): LoadTally {
  return {
    requests: 0,
    ok: 0,
    unavailable: 0,
    serverErrors: 0,
    unavailableWithoutRetryAfter: 0,
    noAnswer: 0,
    statuses: {},
    written: [],
  };
}

type Send = (path: string, init: RequestInit) => Promise<Response>;

/** One write of the mix, chosen by `n`; returns what to remember when it succeeds. */
async function oneWrite(send: Send, cast: LoadCast, n: number, tally: LoadTally) {
  const member = cast.members[randomInt(cast.members.length)]!;
  const account = member.accounts[randomInt(member.accounts.length)]!;
  const post = (path: string, cookie: string, body: unknown) =>
    send(path, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let kind: WriteKind;
  let res: Response;
  switch (n % 5) {
    case 0: {
      kind = 'transfer';
      const other = cast.members[randomInt(cast.members.length)]!;
      const target = other.accounts[randomInt(other.accounts.length)]!;
      if (target.id === account.id) return;
      res = await post('/api/bank/transfer', member.cookie, {
        fromAccountId: account.id,
        toAccountNumber: target.number,
        amount: (100 + randomInt(500)) / 100,
      });
      break;
    }
    case 1:
      kind = 'deposit';
      res = await post('/api/bank/deposit', member.cookie, {
        accountId: account.id,
        amount: (100 + randomInt(300)) / 100,
      });
      break;
    case 2:
      kind = 'withdraw';
      res = await post('/api/bank/withdraw', member.cookie, {
        accountId: account.id,
        amount: (100 + randomInt(300)) / 100,
      });
      break;
    case 3:
      kind = 'civilian';
      res = await post('/api/civilians', member.cookie, {
        firstName: `Extra${randomInt(1_000_000)}`,
        lastName: 'Tester',
        dateOfBirth: '1991-02-03',
      });
      break;
    default:
      kind = 'record';
      res = await post('/api/reports/create', cast.officerCookie, {
        civilianId: member.civilianId,
        type: 'warning',
        reason: `Loitering ${randomUUID().slice(0, 8)}`,
      });
  }
  tally.requests++;
  tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.status === 503) {
    tally.unavailable++;
    if (!res.headers.get('retry-after')) tally.unavailableWithoutRetryAfter++;
  } else if (res.status >= 500) {
    tally.serverErrors++;
  } else if (res.ok) {
    tally.ok++;
    const id =
      kind === 'civilian'
        ? (body.civilian as { _id?: string } | undefined)?._id
        : kind === 'record'
          ? (body.recordId as string | undefined)
          : (body.transaction as { _id?: string } | undefined)?._id;
    if (id) tally.written.push({ kind, id });
    else tally.serverErrors++; // a 2xx without its id is a broken answer
  }
}

/** `clients` loops of writes until `keepGoing()` says stop (or each has sent `maxPerClient`). */
export async function runWriteLoad(options: {
  send: Send;
  cast: LoadCast;
  clients: number;
  keepGoing: () => boolean;
  maxPerClient?: number;
  /** Filled as answers come, for a caller that paces itself by the load's progress. */
  tally?: LoadTally;
}): Promise<LoadTally> {
  const tally = options.tally ?? emptyTally();
  const client = async (c: number) => {
    for (let i = 0; options.keepGoing() && i < (options.maxPerClient ?? Infinity); i++) {
      try {
        await oneWrite(options.send, options.cast, c + i, tally);
      } catch {
        tally.requests++;
        tally.noAnswer++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, c) => client(c)));
  return tally;
}

/** How many writes answered 2xx are not in the database. */
export async function lostWrites(db: Kysely<Database>, written: AnsweredWrite[]): Promise<number> {
  const ids = (kind: WriteKind) => written.filter((w) => w.kind === kind).map((w) => w.id);
  const ledgerIds = [...ids('transfer'), ...ids('deposit'), ...ids('withdraw')];
  const count = async (found: Promise<{ n: number | string | bigint }[]>) =>
    Number((await found)[0]?.n ?? 0);
  let present = 0;
  if (ledgerIds.length) {
    present += await count(
      db
        .selectFrom('bank_ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(sql<boolean>`id::text = ANY(${ledgerIds})`)
        .execute(),
    );
  }
  const civilians = ids('civilian');
  if (civilians.length) {
    present += await count(
      db
        .selectFrom('civilians')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', civilians)
        .execute(),
    );
  }
  const records = ids('record');
  if (records.length) {
    present += await count(
      db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', records)
        .execute(),
    );
  }
  return written.length - present;
}

/**
 * Ends every connection to `database` except the caller's own (what a server restart, a
 * failover or `pg_terminate_backend` does to the API), and only to that database: other
 * databases on the server are left alone.
 */
export async function terminateConnections(adminUrl: string, database: string): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) AS n FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

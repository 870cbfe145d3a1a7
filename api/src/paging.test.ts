import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResponse } from 'hono/client';
import { INVALID_CURSOR, PAGE_SIZE } from '@tenfour/db';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from './testing/test-app';
import { officer } from './testing/records';
import { clientAs, errorBody } from './testing/client';

// Every call goes through the typed client, none raw: the out-of-range limits and forged
// cursors below are strings, which the lists' query types take as they stand, so the walker
// hands each list its `limit` and `cursor` and the route checks them.

/*
 * Every list that grows pages the same way: `limit` (1 to 100) and an opaque `cursor`, the
 * list under its own key beside `nextCursor`. Rows are inserted several to a statement, so
 * they share a created_at to the microsecond and only the id tells them apart.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const api = (member?: TestMember) => clientAs(ctx, member);

/** A list's paging parameters, as the query string carries them. */
interface PageQuery {
  limit?: string;
  cursor?: string;
}

/** A typed client's answer to one page. */
interface PageAnswer<P> {
  status: number;
  clone(): Response;
  json(): Promise<P>;
}

/**
 * Every page of a list, `limit` at a time: the ids under `key` (or under several keys, one
 * page holding them together), the number of pages and each page's body. `between` runs
 * after the first page.
 */
async function readAll<
  K extends string,
  P extends { nextCursor: string | null } & Record<K, readonly { _id: string }[]>,
>(
  list: (query: PageQuery) => Promise<PageAnswer<P>>,
  key: K | readonly K[],
  limit: number,
  between?: () => Promise<void>,
): Promise<{ ids: string[]; pages: number; bodies: P[] }> {
  const ids: string[] = [];
  const bodies: P[] = [];
  let cursor: string | null = null;
  do {
    const res = await list({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(res.status, await res.clone().text()).toBe(200);
    const page = await res.json();
    const items = (typeof key === 'string' ? [key] : key).flatMap((k) => page[k]);
    expect(items.length).toBeLessThanOrEqual(limit);
    ids.push(...items.map((i) => i._id));
    cursor = page.nextCursor;
    bodies.push(page);
    if (bodies.length === 1) await between?.();
  } while (cursor && bodies.length < 100);
  return { ids, pages: bodies.length, bodies };
}

/** A bounded page size, and a clear 400 for a cursor that is not this list's. */
async function expectBounded(
  list: (query: PageQuery) => Promise<{ status: number; json(): Promise<unknown> }>,
) {
  for (const limit of ['0', '101', '1000000', 'ten', '2.5']) {
    const res = await list({ limit });
    expect(res.status, `limit=${limit}`).toBe(400);
  }
  const forged = [
    'not-a-cursor',
    '%00',
    Buffer.from('["x"]').toString('base64url'),
    Buffer.from(JSON.stringify(['2026-01-01 00:00:00+00', 'nope'])).toString('base64url'),
    Buffer.from(JSON.stringify(['1', '2', '3', '4'])).toString('base64url'),
    Buffer.from(JSON.stringify(["'; DROP TABLE civilians; --", 'x'])).toString('base64url'),
    'x'.repeat(5000),
  ];
  for (const cursor of forged) {
    const res = await list({ cursor });
    expect(res.status, `cursor=${cursor.slice(0, 40)}`).toBe(400);
    expect((await errorBody(res)).message).toContain(INVALID_CURSOR);
  }
}

const civilianValues = (discordId: string, n: number, last = 'Reyes') =>
  Array.from({ length: n }, (_, i) => ({
    discord_id: discordId,
    first_name: `Pat${String(i).padStart(3, '0')}`,
    last_name: last,
    date_of_birth: '1990-04-12',
  }));

describe("a member's civilians (GET /api/civilians)", () => {
  it('pages oldest first: none twice, none skipped, and one added meanwhile comes last', async () => {
    const owner = await ctx.member();
    const first = await ctx.db
      .insertInto('civilians')
      .values(civilianValues(owner.discordId, 7))
      .returning('id')
      .execute();
    let added = '';
    const list = (query: PageQuery) => api(owner).civilians.$get({ query });
    const { ids, pages } = await readAll(list, 'civilians', 3, async () => {
      const row = await ctx.db
        .insertInto('civilians')
        .values(civilianValues(owner.discordId, 1, 'Later'))
        .returning('id')
        .executeTakeFirstOrThrow();
      added = row.id;
    });
    expect(pages).toBe(3);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 7).sort()).toEqual(first.map((r) => r.id).sort());
    expect(ids.at(-1)).toBe(added);

    // Without paging parameters: the default page, and the documented { civilians } shape.
    const whole = await parseResponse(api(owner).civilians.$get({ query: {} }));
    expect(whole.civilians).toHaveLength(8);
    expect(whole.nextCursor).toBeNull();
  });

  it('bounds the page, refuses forged cursors, and shows only the caller’s civilians', async () => {
    const owner = await ctx.member();
    const stranger = await ctx.member();
    await ctx.db.insertInto('civilians').values(civilianValues(owner.discordId, 3)).execute();
    await expectBounded((query) => api(owner).civilians.$get({ query }));

    const page = await parseResponse(api(owner).civilians.$get({ query: { limit: '2' } }));
    expect(page.nextCursor).toEqual(expect.any(String));
    // Another member holding the owner's cursor reads their own list from that point: none.
    const theirs = await parseResponse(
      api(stranger).civilians.$get({ query: { cursor: page.nextCursor ?? undefined } }),
    );
    expect(theirs.civilians).toEqual([]);
    expect((await api().civilians.$get({ query: {} })).status).toBe(401);
  });
});

describe('every civilian by name (GET /api/civilians/all)', () => {
  it('pages by last name, first name; filters by part of the name; officers only', async () => {
    const cop = await officer(ctx);
    const member = await ctx.member();
    await ctx.db
      .insertInto('civilians')
      .values(civilianValues(member.discordId, 5, 'Zzpager'))
      .execute();
    const everyone = (member: TestMember, query: PageQuery & { q?: string }) =>
      api(member).civilians.all.$get({ query });
    const { ids } = await readAll(
      (query) => everyone(cop, { ...query, q: 'zzpager' }),
      'civilians',
      2,
    );
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);

    const named = await parseResponse(everyone(cop, { q: 'PAT003 ZZP' }));
    expect(named.civilians.map((c) => c.firstName)).toEqual(['Pat003']);
    // LIKE's own characters match literally.
    const literal = await parseResponse(everyone(cop, { q: '%%' }));
    expect(literal.civilians).toEqual([]);

    await expectBounded((query) => everyone(cop, query));
    expect((await everyone(member, {})).status).toBe(403);
  });
});

async function insertRecords(civilianId: string, department: 'Xbox' | 'PlayStation', n: number) {
  await ctx.db
    .insertInto('records')
    .values(
      Array.from({ length: n }, (_, i) => ({
        civilian_id: civilianId,
        department,
        type: (['citation', 'warning', 'arrest'] as const)[i % 3]!,
        reason: `Reason ${i}`,
        offenses: JSON.stringify([]),
        fine_cents: 0,
        jail_minutes: 0,
        notes: null,
        officer_id: null,
        officer_name: 'Alex Miller',
        officer_callsign: 'R-1',
        officer_rank: 'Sergeant',
        officer_username: 'ofc',
        fine_status: 'none' as const,
        paid_at: null,
        paid_from: null,
      })),
    )
    .execute();
}

describe("a civilian's records (GET /api/records/civilian/:id)", () => {
  it('pages newest first with the totals by type; the owner alone reads them', async () => {
    const owner = await ctx.member();
    const [civilian] = await ctx.db
      .insertInto('civilians')
      .values(civilianValues(owner.discordId, 1))
      .returning('id')
      .execute();
    const civilianId = civilian!.id;
    await insertRecords(civilianId, 'Xbox', 4);
    await insertRecords(civilianId, 'PlayStation', 3);

    const records = (member: TestMember, query: PageQuery) =>
      api(member).records.civilian[':civilianId'].$get({ param: { civilianId }, query });
    const { ids, pages, bodies } = await readAll(
      (query) => records(owner, query),
      ['citations', 'warnings', 'arrests'],
      3,
      // A record filed after the first page is newer than every page: it never shows.
      () => insertRecords(civilianId, 'Xbox', 1),
    );
    expect(pages).toBe(3);
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
    // The totals are the civilian's whole list as it stands (the added record counts).
    expect(bodies.map((page) => page.counts)).toEqual([
      { citations: 3, warnings: 2, arrests: 2 },
      { citations: 4, warnings: 2, arrests: 2 },
      { citations: 4, warnings: 2, arrests: 2 },
    ]);

    await expectBounded((query) => records(owner, query));
    const stranger = await ctx.member();
    expect((await records(stranger, { limit: '2' })).status).toBe(404);
  });
});

describe("the owner profile's records (GET /api/search, then /api/search/civilian/:id/records)", () => {
  it("shows the newest page of the department's records and reads the rest after it", async () => {
    const owner = await ctx.member();
    const cop = await officer(ctx, 'Xbox');
    const [civilian] = await ctx.db
      .insertInto('civilians')
      .values(civilianValues(owner.discordId, 1))
      .returning('id')
      .execute();
    const civilianId = civilian!.id;
    await insertRecords(civilianId, 'Xbox', 53);
    await insertRecords(civilianId, 'PlayStation', 4);

    type Records = Record<'citations' | 'warnings' | 'arrests', { _id: string }[]>;
    const all = (page: Records) => [...page.citations, ...page.warnings, ...page.arrests];
    // Search answers a shape per kind of query; by id, the owner profile with its records.
    const profile = await parseResponse(api(cop).search.$get({ query: { id: civilianId } }));
    if (!('records' in profile)) throw new Error('no records in the search answer');
    expect(all(profile.records)).toHaveLength(50);
    expect(profile.recordCounts).toEqual({ citations: 18, warnings: 18, arrests: 17 });
    expect(profile.recordsNextCursor).not.toBeNull();

    const more = (member: TestMember, id: string, query: PageQuery) =>
      api(member).search.civilian[':civilianId'].records.$get({ param: { civilianId: id }, query });
    const rest = await parseResponse(
      more(cop, civilianId, { cursor: profile.recordsNextCursor ?? undefined }),
    );
    expect(rest.nextCursor).toBeNull();
    const ids = [...all(profile.records), ...all(rest)].map((r) => r._id);
    expect(ids).toHaveLength(53);
    expect(new Set(ids).size).toBe(53);

    await expectBounded((query) => more(cop, civilianId, query));
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await more(cop, missing, {})).status).toBe(404);
    expect((await more(owner, civilianId, {})).status).toBe(403);
  });
});

describe('public safety reports (GET /api/psoreports)', () => {
  it("pages the department's reports newest first, of one kind or all", async () => {
    const cop = await officer(ctx, 'PlayStation');
    const other = await officer(ctx, 'Xbox');
    const row = (kind: 'use-of-force' | '10-50') => ({
      department: 'PlayStation' as const,
      kind,
      fields: JSON.stringify({}),
      officer_id: cop.officerId,
      officer_name: cop.name,
      officer_callsign: cop.callsign,
      officer_rank: 'Sergeant',
      officer_discord_id: cop.discordId,
    });
    await ctx.db
      .insertInto('pso_reports')
      .values([...Array(4).fill(row('use-of-force')), ...Array(3).fill(row('10-50'))])
      .execute();
    const reports = (member: TestMember, query: PageQuery & { kind?: '10-50' }) =>
      api(member).psoreports.$get({ query });
    const before = await readAll(
      (query) => reports(cop, query),
      'reports',
      2,
      async () => {
        await ctx.db.insertInto('pso_reports').values(row('10-50')).execute();
      },
    );
    expect(before.ids).toHaveLength(7);
    expect(new Set(before.ids).size).toBe(7);
    const accidents = await readAll(
      (query) => reports(cop, { ...query, kind: '10-50' }),
      'reports',
      2,
    );
    expect(accidents.ids).toHaveLength(4);

    await expectBounded((query) => reports(cop, query));
    const theirs = await parseResponse(reports(other, {}));
    expect(theirs.reports).toEqual([]);
    expect((await reports(await ctx.member(), {})).status).toBe(403);
  });
});

describe('incident reports (GET /api/incident-reports)', () => {
  it("pages the department's reports newest first; other departments see none", async () => {
    const cop = await officer(ctx, 'Xbox');
    const other = await officer(ctx, 'PlayStation');
    const report = {
      department: 'Xbox' as const,
      title: 'Paging',
      type: 'Incident' as const,
      description: 'One of many.',
      officer_id: cop.officerId,
      officer_name: cop.name,
      officer_callsign: cop.callsign,
    };
    const filed = await ctx.db
      .insertInto('incident_reports')
      .values(Array(5).fill(report))
      .returning('id')
      .execute();
    const incidents = (member: TestMember, query: PageQuery) =>
      api(member)['incident-reports'].$get({ query });
    const { ids, pages } = await readAll(
      (query) => incidents(cop, query),
      'reports',
      2,
      async () => {
        await ctx.db.insertInto('incident_reports').values(report).execute();
      },
    );
    expect(pages).toBe(3);
    expect(ids.sort()).toEqual(filed.map((r) => r.id).sort());

    const first = await parseResponse(incidents(cop, { limit: '4' }));
    expect(first.reports).toHaveLength(4);
    expect(first.nextCursor).toEqual(expect.any(String));

    await expectBounded((query) => incidents(cop, query));
    const theirs = await parseResponse(incidents(other, {}));
    expect(theirs.reports).toEqual([]);
    expect((await incidents(await ctx.member(), {})).status).toBe(403);
  });
});

describe('account requests (GET /api/bank/requests)', () => {
  it('pages the pending queue oldest first and every other view newest first, for staff', async () => {
    const staff = await ctx.member([TEST_ROLES.admin]);
    const owner = await ctx.member();
    const civilians = await ctx.db
      .insertInto('civilians')
      .values(civilianValues(owner.discordId, 8, 'Queue'))
      .returning('id')
      .execute();
    const request = (civilianId: string, status: 'pending' | 'approved' = 'pending') => ({
      civilian_id: civilianId,
      account_type: 'Business Checking' as const,
      reason: 'A food truck',
      status,
    });
    const requested = async (rows: ReturnType<typeof request>[]) =>
      (await ctx.db.insertInto('bank_account_requests').values(rows).returning('id').execute()).map(
        (r) => r.id,
      );
    // One statement per row: `seq` is the filing order.
    const pending: string[] = [];
    for (const c of civilians.slice(0, 5)) pending.push(...(await requested([request(c.id)])));
    const approved = await requested([request(civilians[5]!.id, 'approved')]);
    let late: string[] = [];

    const requests = (member: TestMember, query: PageQuery & { status?: 'all' }) =>
      api(member).bank.requests.$get({ query });
    const queue = await readAll(
      (query) => requests(staff, query),
      'requests',
      2,
      async () => {
        late = await requested([request(civilians[6]!.id)]);
      },
    );
    // Oldest first: the request filed after the first page is read at the end, once.
    expect(queue.ids).toEqual([...pending, ...late]);
    expect(queue.pages).toBe(3);

    const all = await readAll(
      (query) => requests(staff, { ...query, status: 'all' }),
      'requests',
      3,
    );
    expect(all.ids).toEqual([...pending, ...approved, ...late].reverse());

    await expectBounded((query) => requests(staff, query));
    expect((await requests(owner, {})).status).toBe(403);
  });
});

describe('warrants (GET /api/warrants/all)', () => {
  it("pages the department's warrants newest first; other departments see none", async () => {
    const cop = await officer(ctx, 'PlayStation');
    const other = await officer(ctx, 'Xbox');
    const owner = await ctx.member();
    const [civilian] = await ctx.db
      .insertInto('civilians')
      .values(civilianValues(owner.discordId, 1))
      .returning('id')
      .execute();
    const warrant = {
      civilian_id: civilian!.id,
      department: 'PlayStation' as const,
      type: 'Arrest' as const,
      reason: 'Paging',
      expires_at: null,
      officer_id: cop.officerId,
      officer_name: cop.name,
      officer_callsign: cop.callsign,
    };
    await ctx.db.insertInto('warrants').values(Array(5).fill(warrant)).execute();
    const warrants = (member: TestMember, query: PageQuery) =>
      api(member).warrants.all.$get({ query });
    const { ids, pages } = await readAll(
      (query) => warrants(cop, query),
      'warrants',
      2,
      async () => {
        await ctx.db.insertInto('warrants').values(warrant).execute();
      },
    );
    expect(pages).toBe(3);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);

    await expectBounded((query) => warrants(cop, query));
    const theirs = await parseResponse(warrants(other, {}));
    expect(theirs.warrants).toEqual([]);
    expect((await warrants(owner, {})).status).toBe(403);
  });
});

describe('the bank ledger (GET /api/bank/transactions/byCivilian/:id)', () => {
  it("pages an account's rows newest first; only the owner reads them", async () => {
    const owner = await ctx.member();
    const [civilian] = await ctx.db
      .insertInto('civilians')
      .values(civilianValues(owner.discordId, 1))
      .returning('id')
      .execute();
    const civilianId = civilian!.id;
    const { accounts } = await parseResponse(
      api(owner).bank.accounts[':civilianId'].$get({ param: { civilianId } }),
    );
    const checking = accounts.find((a) => a.accountType === 'Checking')!;
    const deposit = async () => {
      const res = await api(owner).bank.deposit.$post({
        json: { accountId: checking._id, amount: 1, description: 'Paging' },
      });
      expect(res.status).toBe(200);
    };
    for (let i = 0; i < 4; i += 1) await deposit();
    const ledger = (member: TestMember, query: PageQuery) =>
      api(member).bank.transactions.byCivilian[':civilianId'].$get({
        param: { civilianId },
        query: { ...query, accountId: checking._id },
      });
    const all = await parseResponse(ledger(owner, {}));
    const { ids, pages } = await readAll(
      (query) => ledger(owner, query),
      'transactions',
      2,
      deposit,
    );
    // The opening balance and four deposits; the fifth came after the first page.
    expect(ids).toEqual(all.transactions.map((t) => t._id));
    expect(pages).toBe(Math.ceil(all.transactions.length / 2));

    await expectBounded((query) => ledger(owner, query));
    const stranger = await ctx.member();
    expect((await ledger(stranger, { limit: '2' })).status).toBe(404);
  });
});

describe('failed deliveries (GET /api/admin/deliveries)', () => {
  it('pages failures newest first, for staff only', async () => {
    await ctx.db.deleteFrom('outbox').execute();
    const staff = await ctx.member([TEST_ROLES.admin]);
    const failed = (n: number) =>
      sql`
        INSERT INTO outbox (kind, payload, status, attempts, next_attempt_at, last_error, failed_at)
        SELECT 'webhook', '{"platform":"Xbox"}'::jsonb, 'failed', 1, now(), 'Refused', now()
        FROM generate_series(1, ${n}::int)
      `.execute(ctx.db);
    await failed(5);
    const deliveries = (member: TestMember | undefined, query: PageQuery) =>
      api(member).admin.deliveries.$get({ query });
    const { ids, pages } = await readAll(
      (query) => deliveries(staff, query),
      'deliveries',
      2,
      () => failed(1).then(() => undefined),
    );
    expect(pages).toBe(3);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);

    await expectBounded((query) => deliveries(staff, query));
    expect((await deliveries(await officer(ctx), {})).status).toBe(403);
    expect((await deliveries(undefined, {})).status).toBe(401);
  });
});

describe('the page size', () => {
  it('defaults to a bounded page and never answers more than the maximum', async () => {
    const cop = await officer(ctx);
    const member = await ctx.member();
    await ctx.db
      .insertInto('civilians')
      .values(civilianValues(member.discordId, PAGE_SIZE.max + 5, 'Yymany'))
      .execute();
    // The all-civilians list defaults to the largest page; the member's own to a smaller one.
    const names = await parseResponse(api(cop).civilians.all.$get({ query: { q: 'yymany' } }));
    expect(names.civilians).toHaveLength(PAGE_SIZE.max);
    expect(names.nextCursor).toEqual(expect.any(String));
    const own = await parseResponse(api(member).civilians.$get({ query: {} }));
    expect(own.civilians).toHaveLength(PAGE_SIZE.default);
    const most = await parseResponse(
      api(member).civilians.$get({ query: { limit: String(PAGE_SIZE.max) } }),
    );
    expect(most.civilians).toHaveLength(PAGE_SIZE.max);
    expect(
      (await api(member).civilians.$get({ query: { limit: String(PAGE_SIZE.max + 1) } })).status,
    ).toBe(400);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CURSOR, PAGE_SIZE } from '@tenfour/db';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from './testing/test-app';
import { json, officer } from './testing/records';

// Raw requests on purpose: one walker pages every list by its path, with limits and cursors
// (some out of range) written into the query string the way a browser's address bar would.

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

type Page = Record<string, unknown> & { nextCursor: string | null };

/**
 * Every page of a list, `limit` at a time: the ids under `key` (or under several keys, one
 * page holding them together), the number of pages and each page's body. `between` runs
 * after the first page.
 */
async function readAll(
  member: TestMember,
  path: string,
  key: string | readonly string[],
  limit: number,
  between?: () => Promise<void>,
): Promise<{ ids: string[]; pages: number; bodies: Page[] }> {
  const ids: string[] = [];
  const bodies: Page[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await member.get(
      `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const page = await json<Page>(res);
    const items = (typeof key === 'string' ? [key] : key).flatMap(
      (k) => page[k] as { _id: string }[],
    );
    expect(items.length).toBeLessThanOrEqual(limit);
    ids.push(...items.map((i) => i._id));
    cursor = page.nextCursor;
    bodies.push(page);
    if (bodies.length === 1) await between?.();
  } while (cursor && bodies.length < 100);
  return { ids, pages: bodies.length, bodies };
}

/** A bounded page size, and a clear 400 for a cursor that is not this list's. */
async function expectBounded(member: TestMember, path: string) {
  const sep = path.includes('?') ? '&' : '?';
  for (const limit of ['0', '101', '1000000', 'ten', '2.5']) {
    const res = await member.get(`${path}${sep}limit=${limit}`);
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
    const res = await member.get(`${path}${sep}cursor=${encodeURIComponent(cursor)}`);
    expect(res.status, `cursor=${cursor.slice(0, 40)}`).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(INVALID_CURSOR);
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
    const { ids, pages } = await readAll(owner, '/api/civilians', 'civilians', 3, async () => {
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
    const whole = await json<{ civilians: unknown[]; nextCursor: null }>(
      await owner.get('/api/civilians'),
    );
    expect(whole.civilians).toHaveLength(8);
    expect(whole.nextCursor).toBeNull();
  });

  it('bounds the page, refuses forged cursors, and shows only the caller’s civilians', async () => {
    const owner = await ctx.member();
    const stranger = await ctx.member();
    await ctx.db.insertInto('civilians').values(civilianValues(owner.discordId, 3)).execute();
    await expectBounded(owner, '/api/civilians');

    const page = await json<Page>(await owner.get('/api/civilians?limit=2'));
    expect(page.nextCursor).toEqual(expect.any(String));
    // Another member holding the owner's cursor reads their own list from that point: none.
    const theirs = await json<{ civilians: unknown[] }>(
      await stranger.get(`/api/civilians?cursor=${page.nextCursor}`),
    );
    expect(theirs.civilians).toEqual([]);
    expect((await ctx.request('/api/civilians')).status).toBe(401);
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
    const { ids } = await readAll(cop, '/api/civilians/all?q=zzpager', 'civilians', 2);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);

    const named = await json<{ civilians: { firstName: string }[] }>(
      await cop.get('/api/civilians/all?q=PAT003%20ZZP'),
    );
    expect(named.civilians.map((c) => c.firstName)).toEqual(['Pat003']);
    // LIKE's own characters match literally.
    const literal = await json<{ civilians: unknown[] }>(
      await cop.get('/api/civilians/all?q=%25%25'),
    );
    expect(literal.civilians).toEqual([]);

    await expectBounded(cop, '/api/civilians/all');
    expect((await member.get('/api/civilians/all')).status).toBe(403);
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

    const { ids, pages, bodies } = await readAll(
      owner,
      `/api/records/civilian/${civilianId}`,
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

    await expectBounded(owner, `/api/records/civilian/${civilianId}`);
    const stranger = await ctx.member();
    expect((await stranger.get(`/api/records/civilian/${civilianId}?limit=2`)).status).toBe(404);
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
    const profile = await json<{
      records: Records;
      recordCounts: Record<string, number>;
      recordsNextCursor: string | null;
    }>(await cop.get(`/api/search?id=${civilianId}`));
    expect(all(profile.records)).toHaveLength(50);
    expect(profile.recordCounts).toEqual({ citations: 18, warnings: 18, arrests: 17 });
    expect(profile.recordsNextCursor).not.toBeNull();

    const rest = await json<Records & { nextCursor: string | null }>(
      await cop.get(
        `/api/search/civilian/${civilianId}/records?cursor=${profile.recordsNextCursor}`,
      ),
    );
    expect(rest.nextCursor).toBeNull();
    const ids = [...all(profile.records), ...all(rest)].map((r) => r._id);
    expect(ids).toHaveLength(53);
    expect(new Set(ids).size).toBe(53);

    await expectBounded(cop, `/api/search/civilian/${civilianId}/records`);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await cop.get(`/api/search/civilian/${missing}/records`)).status).toBe(404);
    expect((await owner.get(`/api/search/civilian/${civilianId}/records`)).status).toBe(403);
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
    const before = await readAll(cop, '/api/psoreports', 'reports', 2, async () => {
      await ctx.db.insertInto('pso_reports').values(row('10-50')).execute();
    });
    expect(before.ids).toHaveLength(7);
    expect(new Set(before.ids).size).toBe(7);
    const accidents = await readAll(cop, '/api/psoreports?kind=10-50', 'reports', 2);
    expect(accidents.ids).toHaveLength(4);

    await expectBounded(cop, '/api/psoreports');
    const theirs = await json<{ reports: unknown[] }>(await other.get('/api/psoreports'));
    expect(theirs.reports).toEqual([]);
    expect((await (await ctx.member()).get('/api/psoreports')).status).toBe(403);
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
    const { ids, pages } = await readAll(cop, '/api/incident-reports', 'reports', 2, async () => {
      await ctx.db.insertInto('incident_reports').values(report).execute();
    });
    expect(pages).toBe(3);
    expect(ids.sort()).toEqual(filed.map((r) => r.id).sort());

    const first = await json<{ reports: unknown[]; nextCursor: string | null }>(
      await cop.get('/api/incident-reports?limit=4'),
    );
    expect(first.reports).toHaveLength(4);
    expect(first.nextCursor).toEqual(expect.any(String));

    await expectBounded(cop, '/api/incident-reports');
    const theirs = await json<{ reports: unknown[] }>(await other.get('/api/incident-reports'));
    expect(theirs.reports).toEqual([]);
    expect((await (await ctx.member()).get('/api/incident-reports')).status).toBe(403);
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

    const queue = await readAll(staff, '/api/bank/requests', 'requests', 2, async () => {
      late = await requested([request(civilians[6]!.id)]);
    });
    // Oldest first: the request filed after the first page is read at the end, once.
    expect(queue.ids).toEqual([...pending, ...late]);
    expect(queue.pages).toBe(3);

    const all = await readAll(staff, '/api/bank/requests?status=all', 'requests', 3);
    expect(all.ids).toEqual([...pending, ...approved, ...late].reverse());

    await expectBounded(staff, '/api/bank/requests');
    expect((await owner.get('/api/bank/requests')).status).toBe(403);
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
    const { ids, pages } = await readAll(cop, '/api/warrants/all', 'warrants', 2, async () => {
      await ctx.db.insertInto('warrants').values(warrant).execute();
    });
    expect(pages).toBe(3);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);

    await expectBounded(cop, '/api/warrants/all');
    const theirs = await json<{ warrants: unknown[] }>(await other.get('/api/warrants/all'));
    expect(theirs.warrants).toEqual([]);
    expect((await owner.get('/api/warrants/all')).status).toBe(403);
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
    const { accounts } = await json<{ accounts: { _id: string; accountType: string }[] }>(
      await owner.get(`/api/bank/accounts/${civilianId}`),
    );
    const checking = accounts.find((a) => a.accountType === 'Checking')!;
    const deposit = async () => {
      const res = await owner.post('/api/bank/deposit', {
        accountId: checking._id,
        amount: 1,
        description: 'Paging',
      });
      expect(res.status).toBe(200);
    };
    for (let i = 0; i < 4; i += 1) await deposit();
    const path = `/api/bank/transactions/byCivilian/${civilianId}?accountId=${checking._id}`;
    const all = await json<{ transactions: { _id: string }[] }>(await owner.get(path));
    const { ids, pages } = await readAll(owner, path, 'transactions', 2, deposit);
    // The opening balance and four deposits; the fifth came after the first page.
    expect(ids).toEqual(all.transactions.map((t) => t._id));
    expect(pages).toBe(Math.ceil(all.transactions.length / 2));

    await expectBounded(owner, path);
    const stranger = await ctx.member();
    expect((await stranger.get(`${path}&limit=2`)).status).toBe(404);
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
    const { ids, pages } = await readAll(staff, '/api/admin/deliveries', 'deliveries', 2, () =>
      failed(1).then(() => undefined),
    );
    expect(pages).toBe(3);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);

    await expectBounded(staff, '/api/admin/deliveries');
    expect((await (await officer(ctx)).get('/api/admin/deliveries')).status).toBe(403);
    expect((await ctx.request('/api/admin/deliveries')).status).toBe(401);
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
    const names = await json<Page>(await cop.get('/api/civilians/all?q=yymany'));
    expect(names.civilians).toHaveLength(PAGE_SIZE.max);
    expect(names.nextCursor).toEqual(expect.any(String));
    const own = await json<Page>(await member.get('/api/civilians'));
    expect(own.civilians).toHaveLength(PAGE_SIZE.default);
    const most = await json<Page>(await member.get(`/api/civilians?limit=${PAGE_SIZE.max}`));
    expect(most.civilians).toHaveLength(PAGE_SIZE.max);
    expect((await member.get(`/api/civilians?limit=${PAGE_SIZE.max + 1}`)).status).toBe(400);
  });
});

import { sql } from 'kysely';
import { parseResponse, type InferRequestType } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, purgeExpired } from '@tenfour/db';
import { recordAudit } from '@tenfour/db/staff';
import { auditEntriesFor } from '@tenfour/db/testing';
import {
  createTestContext,
  TEST_ENV,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { insertCivilian, officer, type RecordsOfficer } from '../testing/records';
import { clientAs, errorBody, type ApiClient } from '../testing/client';
import { csvCell } from './audit-csv';

let ctx: TestContext;
let staff: TestMember;
let cop: RecordsOfficer;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin], { username: 'staff.sam' });
  cop = await officer(ctx, 'Xbox', { first: 'Alex', last: 'Miller' });
});
afterAll(async () => {
  await ctx?.close();
});

type AuditQuery = InferRequestType<ApiClient['admin']['audit']['$get']>['query'];

const audit = async (query: AuditQuery = {}) => {
  const res = await clientAs(ctx, staff).admin.audit.$get({ query });
  expect(res.status, await res.clone().text()).toBe(200);
  return parseResponse(res);
};

const memberPage = (as: TestMember, discordId: string) =>
  clientAs(ctx, as).admin.members[':discordId'].$get({ param: { discordId } });

const suspend = (discordId: string, reason: string) =>
  clientAs(ctx, staff).admin.members[':discordId'].suspend.$post({
    param: { discordId },
    json: { reason },
  });

/** RFC 4180, enough to read back what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('audit log', () => {
  it('shows who did what to which target, newest first, with before and after', async () => {
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId, { first: 'Kim', last: 'Ode' });
    const { warrant } = await parseResponse(
      clientAs(ctx, cop).warrants.create.$post({
        json: { type: 'Arrest', civilianId, reason: 'Failure to appear' },
      }),
    );
    ctx.clock.advance(1000);
    await clientAs(ctx, cop).warrants.resolve[':id'].$post({ param: { id: warrant._id } });

    const { entries } = await audit({ targetType: 'warrant', targetId: warrant._id });
    expect(entries).toEqual([
      {
        _id: expect.any(String),
        at: ctx.clock.now.toISOString(),
        actor: {
          discordId: cop.discordId,
          name: expect.stringMatching(/^ofc\d+$/),
          profile: `${cop.callsign} · Alex Miller (Xbox)`,
        },
        action: 'warrant.resolve',
        actionLabel: 'Warrant resolved',
        target: { type: 'warrant', id: warrant._id, label: 'Arrest warrant · Kim Ode' },
        before: { status: 'Active' },
        after: { status: 'Resolved' },
      },
      expect.objectContaining({
        action: 'warrant.create',
        at: new Date(ctx.clock.now.getTime() - 1000).toISOString(),
        before: null,
        after: {
          type: 'Arrest',
          civilianId,
          reason: 'Failure to appear',
          expiresAt: null,
          // Active at once: warrant approval is off.
          status: 'Active',
        },
      }),
    ]);
  });

  it('filters by member, action and time range, and pages with a cursor', async () => {
    const other = await officer(ctx);
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    const from = new Date(ctx.clock.now.getTime() + 60_000);
    ctx.clock.advance(60_000);
    for (let i = 0; i < 5; i += 1) {
      await clientAs(ctx, other).warrants.create.$post({
        json: { type: 'Search', civilianId, reason: `W${i}` },
      });
      ctx.clock.advance(1000);
    }
    await clientAs(ctx, other).reports.create.$post({
      json: { civilianId, type: 'warning', reason: 'Loitering' },
    });
    const to = new Date(ctx.clock.now.getTime() + 1);

    const mine = await audit({ member: other.discordId });
    expect(mine.entries.map((e) => e.action)).toEqual([
      'record.create',
      ...Array(5).fill('warrant.create'),
    ]);
    const range = { from: from.toISOString(), to: to.toISOString() };
    expect((await audit({ action: 'record.create', ...range })).entries).toHaveLength(1);
    // Two seconds of the five warrants: from is inclusive, to exclusive.
    const twoSeconds = {
      from: new Date(from.getTime() + 1000).toISOString(),
      to: new Date(from.getTime() + 3000).toISOString(),
    };
    expect(
      (
        await audit({ action: 'warrant.create', member: other.discordId, ...twoSeconds })
      ).entries.map((e) => e.after?.reason),
    ).toEqual(['W2', 'W1']);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof audit>> = await audit({
        member: other.discordId,
        action: 'warrant.create',
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.entries.map((e) => String(e.after?.reason)));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['W4', 'W3', 'W2', 'W1', 'W0']);
  });

  it('answers bad filters with a 400 and a field message', async () => {
    // Filters the client's types refuse, beside the CSV download: sent raw on purpose.
    for (const [query, path] of [
      ['?action=warrant.delete', 'action'],
      ['?targetType=planet', 'targetType'],
      ['?member=abc', 'member'],
      ['?from=yesterday', 'from'],
      ['?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', 'to'],
      ['?limit=0', 'limit'],
      ['?limit=201', 'limit'],
    ] as const) {
      const res = await staff.get(`/api/admin/audit${query}`);
      expect(res.status, query).toBe(400);
      const body = await errorBody(res);
      expect(body.issues?.[0]?.path, query).toBe(path);
      expect((await staff.get(`/api/admin/audit/export.csv${query}`)).status).toBe(
        path === 'limit' ? 200 : 400,
      );
    }
    const cursor = await clientAs(ctx, staff).admin.audit.$get({
      query: { cursor: 'bm90LWEtY3Vyc29y' },
    });
    expect(cursor.status).toBe(400);
    expect((await errorBody(cursor)).error).toMatch(/Not a valid cursor/);
  });

  it('answers a date either engine cannot hold the same in the list and the CSV: 400, field named', async () => {
    for (const [query, path] of [
      ['?from=0000-01-01T00:00:00Z', 'from'],
      ['?to=0000-12-31T23:59:59Z', 'to'],
      ['?from=0000-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'from'],
      // A valid year here, the year 10000 in UTC.
      ['?to=9999-12-31T23:00:00-05:00', 'to'],
    ] as const) {
      // The list and the CSV download read the same query string side by side, raw.
      const list = await staff.get(`/api/admin/audit${query}`);
      const csv = await staff.get(`/api/admin/audit/export.csv${query}`);
      expect([list.status, csv.status], query).toEqual([400, 400]);
      expect(csv.headers.get('content-type'), query).toContain('application/json');
      const [listBody, csvBody] = await Promise.all([errorBody(list), errorBody(csv)]);
      expect(
        listBody.issues?.map((i) => i.path),
        query,
      ).toEqual([path]);
      expect(listBody.issues?.[0]?.message).toMatch(/between the years 1 and 9999 \(UTC\)/);
      expect({ ...csvBody, requestId: undefined }).toEqual({ ...listBody, requestId: undefined });
    }
    // The edges themselves are dates: both answer 200.
    const edges = '?from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59.999Z';
    expect(
      (
        await clientAs(ctx, staff).admin.audit.$get({
          query: { from: '0001-01-01T00:00:00Z', to: '9999-12-31T23:59:59.999Z' },
        })
      ).status,
    ).toBe(200);
    expect((await staff.get(`/api/admin/audit/export.csv${edges}`)).status).toBe(200);
  });

  it("records staff viewing a member's page and exporting the log, and nothing for a refused read", async () => {
    const member = await ctx.member([], { username: 'viewed.val' });
    const views = () => auditEntriesFor(ctx.db, 'member.view', member.discordId);
    expect((await memberPage(staff, member.discordId)).status).toBe(200);
    expect(await views()).toMatchObject([
      {
        actor_discord_id: staff.discordId,
        actor_name: 'staff.sam',
        actor_profile: 'Community staff',
        target_type: 'member',
        target_label: 'viewed.val',
      },
    ]);
    expect((await memberPage(staff, '999999999999')).status).toBe(404);
    expect(await auditEntriesFor(ctx.db, 'member.view', '999999999999')).toHaveLength(0);
    // A member who is not staff is refused and writes nothing either.
    expect((await memberPage(member, staff.discordId)).status).toBe(403);
    expect(await auditEntriesFor(ctx.db, 'member.view', staff.discordId)).toHaveLength(0);

    const exports = () =>
      ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'audit.export')
        .orderBy('id')
        .execute();
    const before = (await exports()).length;
    const query = `?member=${member.discordId}&from=2020-01-01T00:00:00Z`;
    // A CSV download, read as the browser saves it.
    const res = await staff.get(`/api/admin/audit/export.csv${query}`);
    expect(res.status).toBe(200);
    await res.text();
    expect((await staff.get('/api/admin/audit/export.csv?from=0000-01-01T00:00:00Z')).status).toBe(
      400,
    );
    const after = await exports();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      actor_discord_id: staff.discordId,
      actor_profile: 'Community staff',
      target_type: 'audit_log',
      after: { filter: { member: member.discordId, from: '2020-01-01T00:00:00.000Z' } },
    });
    // Both are in the catalog staff filter by.
    const listed = await audit({ action: 'audit.export', member: staff.discordId });
    expect(listed.entries[0]).toMatchObject({ actionLabel: 'Audit log exported as CSV' });
  });

  it('cannot be edited or deleted: no route does it, and the database refuses it', async () => {
    const { entries } = await audit({ limit: '1' });
    const id = entries[0]!._id;
    // No route answers these, so the typed client cannot name them: sent raw.
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const res = await staff.request(`/api/admin/audit/${id}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status, method).toBe(404);
    }
    await expect(
      sql`UPDATE audit_log SET target_label = 'edited' WHERE id = ${id}`.execute(ctx.db),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(sql`DELETE FROM audit_log WHERE id = ${id}`.execute(ctx.db)).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    expect((await audit({ limit: '1' })).entries[0]).toEqual(entries[0]);
  });

  it("refuses TRUNCATE, and any DELETE but the prune function's, whatever the session sets", async () => {
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await ctx.db.transaction().execute((trx) =>
      recordAudit(trx, {
        at: ctx.clock.now,
        actor: null,
        action: 'delivery.retry',
        target: { type: 'delivery', id: 'kept', label: 'kept' },
      }),
    );
    const entries = await count();
    const refused = /cannot be changed or deleted/;
    await expect(sql`TRUNCATE audit_log`.execute(ctx.db)).rejects.toThrow(refused);
    // The flag that once let a delete through, set for the session and for the transaction.
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('tenfour.audit_prune', 'on', true)`.execute(trx);
        await sql`DELETE FROM audit_log`.execute(trx);
      }),
    ).rejects.toThrow(refused);
    await expect(
      ctx.db.connection().execute(async (conn) => {
        await sql`SET tenfour.audit_prune = 'on'`.execute(conn);
        try {
          await sql`DELETE FROM audit_log`.execute(conn);
        } finally {
          await sql`RESET tenfour.audit_prune`.execute(conn);
        }
      }),
    ).rejects.toThrow(refused);
    // A DELETE of its own that merely names the function, or the function wrapped in a block.
    await expect(
      sql`DO $$ BEGIN DELETE FROM audit_log WHERE at < 'infinity'; END $$`.execute(ctx.db),
    ).rejects.toThrow(refused);
    await expect(
      sql`DO $$ BEGIN PERFORM audit_prune('infinity'); END $$`.execute(ctx.db),
    ).rejects.toThrow(refused);
    expect(await count()).toBe(entries);
    // The function itself deletes only what is older than its cutoff.
    const old = await sql<{
      n: string;
    }>`SELECT audit_prune('1990-01-01T00:00:00Z')::text AS n`.execute(ctx.db);
    expect(old.rows[0]!.n).toBe('0');
    expect(await count()).toBe(entries);
  });

  it('exports the filtered view as CSV: escaped, and no cell a spreadsheet would run', async () => {
    const member = await ctx.member([], { username: '=cmd|calc' });
    await suspend(member.discordId, 'Said "hi", then left\nand came back');
    for (const username of ['+plus', '-minus', '@at']) {
      const m = await ctx.member([], { username });
      await suspend(m.discordId, 'Spam');
    }
    // The CSV download stays a raw request: its body is a file, not JSON.
    const res = await staff.get(`/api/admin/audit/export.csv?action=member.suspend`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte order mark first, so spreadsheet programs read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Time (UTC),Member ID,Member,Profile,Action,')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toHaveLength(11);
    expect(rows.every((r) => r[4] === 'member.suspend' && r.length === 11)).toBe(true);
    const labels = rows.map((r) => r[8]);
    expect(labels).toEqual(expect.arrayContaining(["'=cmd|calc", "'+plus", "'-minus", "'@at"]));
    const quoted = rows.find((r) => r[8] === "'=cmd|calc")!;
    expect(JSON.parse(quoted[10]!)).toMatchObject({
      reason: 'Said "hi", then left\nand came back',
    });
    expect(quoted[1]).toBe(staff.discordId);
    expect(quoted[3]).toBe('Community staff');

    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "x"')).toBe('"say ""x"""');
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('-1,5')).toBe(`"'-1,5"`);
    expect(csvCell(null)).toBe('');
  });

  it('streams an export longer than a page, every entry once', async () => {
    const total = 1_234;
    await ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < total; i += 1) {
        await recordAudit(trx, {
          at: new Date(Date.UTC(2020, 0, 1, 0, 0, i % 60)),
          actor: null,
          action: 'delivery.retry',
          target: { type: 'delivery', id: `bulk-${i}`, label: `bulk ${i}` },
        });
      }
    });
    const res = await staff.get('/api/admin/audit/export.csv?to=2020-01-02T00:00:00Z');
    const rows = parseCsv(await res.text()).slice(1);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r[7])).size).toBe(total);
  });

  it('is written only inside a transaction (the type refuses the database itself)', () => {
    const entry = {
      at: ctx.clock.now,
      actor: null,
      action: 'delivery.retry',
      target: { type: 'delivery', id: '1', label: 'x' },
    } as const;
    // @ts-expect-error: an entry written outside the action's transaction could outlive it.
    const outside = () => recordAudit(ctx.db, entry);
    expect(outside).toBeTypeOf('function');
  });

  it('stores what PostgreSQL cannot (NUL, lone surrogates) as a visible replacement', async () => {
    await ctx.db.transaction().execute((trx) =>
      recordAudit(trx, {
        at: ctx.clock.now,
        actor: { discordId: staff.discordId, profile: 'odd\u0000profile' },
        action: 'delivery.retry',
        target: { type: 'delivery', id: 'odd', label: 'half \ud83d pair' },
        after: { text: 'nul\u0000 and \udc00 alone', kept: '😀' },
      }),
    );
    const [entry] = (await audit({ targetType: 'delivery', targetId: 'odd' })).entries;
    expect(entry).toMatchObject({
      actor: { name: 'staff.sam', profile: 'odd\uFFFDprofile' },
      target: { label: 'half \uFFFD pair' },
      after: { text: 'nul\uFFFD and \uFFFD alone', kept: '😀' },
    });
  });
  // Last: the prune below (thirty days before 2030) takes this file's other entries too.
  it('keeps entries forever unless AUDIT_RETENTION_DAYS says otherwise', async () => {
    expect(loadConfig({ ...TEST_ENV }).audit.retentionDays).toBeUndefined();
    expect(
      loadConfig({ ...TEST_ENV, AUDIT_RETENTION_DAYS: '' }).audit.retentionDays,
    ).toBeUndefined();
    expect(loadConfig({ ...TEST_ENV, AUDIT_RETENTION_DAYS: '90' }).audit.retentionDays).toBe(90);
    for (const bad of ['0', '-3', '1.5', 'forever']) {
      expect(() => loadConfig({ ...TEST_ENV, AUDIT_RETENTION_DAYS: bad })).toThrow(ConfigError);
    }

    const now = new Date('2030-01-01T00:00:00Z');
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
    await ctx.db.transaction().execute(async (trx) => {
      for (const daysAgo of [400, 31, 29]) {
        await recordAudit(trx, {
          at: at(daysAgo),
          actor: null,
          action: 'delivery.retry',
          target: { type: 'delivery', id: `retention-${daysAgo}`, label: 'retention' },
        });
      }
    });
    const kept = async () =>
      (
        await ctx.db
          .selectFrom('audit_log')
          .select('target_id')
          .where('target_label', '=', 'retention')
          .orderBy('at')
          .execute()
      ).map((r) => r.target_id);
    await purgeExpired(ctx.db, now);
    expect(await kept()).toEqual(['retention-400', 'retention-31', 'retention-29']);
    const pruned = await purgeExpired(ctx.db, now, { auditRetentionDays: 30 });
    expect(pruned.auditEntries).toBeGreaterThanOrEqual(2);
    expect(await kept()).toEqual(['retention-29']);
  });
});

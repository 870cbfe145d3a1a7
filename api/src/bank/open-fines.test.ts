import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionWith } from '@tenfour/db/testing';
import { createTestContext, type TestContext, type TestMember } from '../testing/test-app';
import { clientAs } from '../testing/client';
import { readSse, type SseStream } from '../testing/dispatch';
import { insertCivilian, officer, type RecordsOfficer } from '../testing/records';

let ctx: TestContext;
let cop: RecordsOfficer;
const streams: SseStream[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  cop = await officer(ctx, 'Xbox');
});
afterAll(async () => {
  for (const s of streams) await s.close();
  await ctx?.close();
});

async function civilianWithMoney(owner: TestMember) {
  const id = await insertCivilian(ctx, owner.discordId);
  await provisionWith(ctx.db, id, { walletCents: 50_000, checkingCents: 100_000 }, new Date());
  return id;
}

async function cite(
  civilianId: string,
  reason: string,
  type: 'citation' | 'arrest' | 'warning' = 'citation',
) {
  const res = await clientAs(ctx, cop).reports.create.$post({ json: { civilianId, type, reason } });
  expect(res.status).toBe(201);
  return (await res.json()).record;
}

async function recordEvents(member: TestMember) {
  // A live stream, read from the raw response.
  const s = readSse(await member.get('/api/records/events'));
  expect(s.status).toBe(200);
  streams.push(s);
  await s.next((e) => e.event === 'ready');
  return s;
}

const fines = (
  member: TestMember,
  civilianId: string,
  query: { limit?: string; cursor?: string } = {},
) => clientAs(ctx, member).bank.fines[':civilianId'].$get({ param: { civilianId }, query });

const openFines = async (member: TestMember, civilianId: string, query = {}) =>
  (await fines(member, civilianId, query)).json();

const payFine = (member: TestMember, recordId: string) =>
  clientAs(ctx, member).records[':recordId']['pay-fine'].$post({ param: { recordId } });

describe('a civilian’s records, live to their owner', () => {
  it('tells the owner, and no one else, the moment a record is filed and its fine paid', async () => {
    const owner = await ctx.member();
    const civilianId = await civilianWithMoney(owner);
    const stranger = await ctx.member();
    const mine = await recordEvents(owner);
    const theirs = await recordEvents(stranger);

    const citation = await cite(civilianId, 'Speeding (16-30 over)');
    const filed = await mine.next((e) => e.event === 'record');
    expect(filed.data).toEqual({
      type: 'record.created',
      civilianId,
      recordId: citation.recordId,
      recordType: 'citation',
      fineStatus: 'unpaid',
    });
    // A warning carries no fine, but the Records panel lists it too.
    const warning = await cite(civilianId, 'Loitering', 'warning');
    expect((await mine.next((e) => e.event === 'record')).data).toMatchObject({
      type: 'record.created',
      recordId: warning.recordId,
      recordType: 'warning',
      fineStatus: 'none',
    });

    expect((await payFine(owner, citation.recordId)).status).toBe(200);
    expect((await mine.next((e) => e.event === 'record')).data).toEqual({
      type: 'record.updated',
      civilianId,
      recordId: citation.recordId,
      recordType: 'citation',
      fineStatus: 'paid',
    });
    // Paying again moves nothing and announces nothing.
    expect((await payFine(owner, citation.recordId)).status).toBe(200);
    await cite(civilianId, 'Jaywalking');
    expect((await mine.next((e) => e.event === 'record')).data).toMatchObject({
      type: 'record.created',
    });
    expect(theirs.buffered().filter((e) => e.event === 'record')).toEqual([]);
    expect((await clientAs(ctx).records.events.$get()).status).toBe(401);
  });
});

describe('the bank’s open fines', () => {
  it('lists the unpaid fines newest first with their count and total, to the owner only', async () => {
    const owner = await ctx.member();
    const civilianId = await civilianWithMoney(owner);
    expect(await openFines(owner, civilianId)).toMatchObject({
      fines: [],
      count: 0,
      totalAmount: 0,
      nextCursor: null,
    });

    const speeding = await cite(civilianId, 'Speeding (16-30 over)');
    ctx.clock.advance(1_000);
    const jaywalking = await cite(civilianId, 'Jaywalking');
    await cite(civilianId, 'Loitering', 'warning');
    const page = await openFines(owner, civilianId);
    expect(page.fines.map((f) => [f.recordId, f.type, f.reason, f.fineAmount])).toEqual([
      [jaywalking.recordId, 'citation', 'Jaywalking', 50],
      [speeding.recordId, 'citation', 'Speeding (16-30 over)', 300],
    ]);
    expect(page.fines[0]).toMatchObject({
      civilianId,
      officerName: jaywalking.officerName,
      officerCallsign: jaywalking.officerCallsign,
      platform: 'Xbox',
    });
    expect(page).toMatchObject({ count: 2, totalAmount: 350, nextCursor: null });

    // A page at a time, the totals always the whole list's.
    const first = await openFines(owner, civilianId, { limit: '1' });
    expect(first.fines.map((f) => f.recordId)).toEqual([jaywalking.recordId]);
    expect(first).toMatchObject({ count: 2, totalAmount: 350 });
    const second = await openFines(owner, civilianId, {
      limit: '1',
      cursor: String(first.nextCursor),
    });
    expect(second.fines.map((f) => f.recordId)).toEqual([speeding.recordId]);
    expect(second.nextCursor).toBeNull();

    // Paid through the one pay-fine operation, it leaves the list and the money leaves checking.
    expect((await payFine(owner, speeding.recordId)).status).toBe(200);
    expect(await openFines(owner, civilianId)).toMatchObject({ count: 1, totalAmount: 50 });
    const accounts = await (
      await clientAs(ctx, owner).bank.accounts[':civilianId'].$get({ param: { civilianId } })
    ).json();
    expect(accounts.accounts.find((a) => a.accountType === 'Checking')?.balance).toBe(700);

    const stranger = await ctx.member();
    expect((await fines(stranger, civilianId)).status).toBe(404);
    const signedOut = clientAs(ctx).bank.fines[':civilianId'];
    expect((await signedOut.$get({ param: { civilianId }, query: {} })).status).toBe(401);
    expect((await fines(owner, 'not-an-id')).status).toBe(400);
    expect((await fines(owner, civilianId, { cursor: 'nope' })).status).toBe(400);
  });
});

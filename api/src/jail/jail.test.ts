import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResponse } from 'hono/client';
import { createDb, type DbHandle } from '@tenfour/db';
import { issueFailureToPayWarrants } from '@tenfour/db/jail';
import { auditEntriesFor, createTestDb, provisionWith } from '@tenfour/db/testing';
import { clientAs } from '../testing/client';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { insertCivilian, officer, type RecordsOfficer } from '../testing/records';
import { uniqueCallsign } from '../testing/dispatch';

let handle: DbHandle & { url?: string };
let ctx: TestContext;
let staff: TestMember;
let judge: TestMember;
let cop: RecordsOfficer;
let sergeantRank: string;
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  handle = await createTestDb();
  ctx = await createTestContext({ handle });
  staff = await ctx.member([TEST_ROLES.admin]);
  judge = await ctx.member([TEST_ROLES.judge]);
  cop = await officer(ctx, 'Xbox', { first: 'Dana', last: 'Cole' });
  ({ id: sergeantRank } = await ctx.db
    .insertInto('ranks')
    .values({ department: 'Xbox', name: 'Sergeant', position: 1, supervisor: true })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  await ctx?.close();
});

const jail = (as?: TestMember) => clientAs(ctx, as).jail;
const requests = (as?: TestMember) => clientAs(ctx, as)['warrant-requests'];
const keyOf = async (res: Response) => ((await res.json()) as { key: string }).key;

async function setSettings(
  settings: Partial<{
    jailTimeMultiplier: number;
    failureToPayDays: number;
    warrantApproval: boolean;
  }>,
) {
  const res = await jail(staff).settings.$put({
    json: { jailTimeMultiplier: 1, failureToPayDays: 14, warrantApproval: false, ...settings },
  });
  expect(res.status).toBe(200);
}

/** An arrest for Reckless Driving: $1,000 and 10 minutes of jail in the starting penal code. */
async function arrest(civilianId: string, by: RecordsOfficer = cop, reason = 'Reckless Driving') {
  const res = await clientAs(ctx, by).reports.create.$post({
    json: { civilianId, type: 'arrest', reason },
  });
  expect(res.status).toBe(201);
  return (await parseResponse(res)).record;
}

async function civilian(owner?: TestMember, first = 'Vic') {
  const member = owner ?? (await ctx.member());
  const civilianId = await insertCivilian(ctx, member.discordId, { first, last: 'Vance' });
  return { owner: member, civilianId };
}

async function bookingOf(civilianId: string) {
  const { bookings } = await parseResponse(await jail(cop).$get({ query: {} }));
  return bookings.find((b) => b.civilianId === civilianId);
}

describe('the jail roster', () => {
  it('books an arrest with jail time, shows it on the roster and to the owner, and audits it', async () => {
    const { owner, civilianId } = await civilian();
    const record = await arrest(civilianId);
    const booking = await bookingOf(civilianId);
    expect(booking).toMatchObject({
      recordId: record.recordId,
      civilianName: 'Vic Vance',
      charges: ['Reckless Driving'],
      bookedAt: ctx.clock.now.toISOString(),
      releaseAt: new Date(ctx.clock.now.getTime() + 10 * 60_000).toISOString(),
      officerName: 'Dana Cole',
      status: 'in_custody',
    });
    const custody = await jail(owner).custody[':civilianId'].$get({ param: { civilianId } });
    expect((await parseResponse(custody)).booking?._id).toBe(booking!._id);
    // Another member's civilian is not theirs to look at.
    const stranger = await ctx.member();
    expect(
      (await jail(stranger).custody[':civilianId'].$get({ param: { civilianId } })).status,
    ).toBe(404);
    expect((await jail(stranger).$get({ query: {} })).status).toBe(403);
    expect((await jail().$get({ query: {} })).status).toBe(401);
    const entries = await auditEntriesFor(ctx.db, 'jail.book', booking!._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_discord_id: cop.discordId });
  });

  it('books no one for a citation or an arrest without jail time', async () => {
    const { civilianId } = await civilian();
    await arrest(civilianId, cop, 'Speeding (1-15 over)');
    const cite = await clientAs(ctx, cop).reports.create.$post({
      json: { civilianId, type: 'citation', reason: 'Reckless Driving' },
    });
    expect(cite.status).toBe(201);
    expect(await bookingOf(civilianId)).toBeUndefined();
  });

  it('refuses a negative jail time with a field message', async () => {
    const { civilianId } = await civilian();
    const res = await clientAs(ctx, cop).reports.create.$post({
      json: { civilianId, type: 'arrest', offenses: [{ title: 'Loitering', jailTime: -5 }] },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Jail time cannot be negative.');
  });

  it('releases a booking on its own at the release time, with nothing running', async () => {
    const { owner, civilianId } = await civilian();
    await arrest(civilianId);
    const booking = await bookingOf(civilianId);
    ctx.clock.advance(10 * 60_000 - 1);
    expect((await bookingOf(civilianId))?.status).toBe('in_custody');
    ctx.clock.advance(1);
    expect(await bookingOf(civilianId)).toBeUndefined();
    const { bookings } = await parseResponse(
      await jail(cop).$get({ query: { status: 'released' } }),
    );
    expect(bookings.find((b) => b._id === booking!._id)).toMatchObject({
      status: 'released',
      releasedAt: null,
    });
    const custody = await jail(owner).custody[':civilianId'].$get({ param: { civilianId } });
    expect((await parseResponse(custody)).booking).toBeNull();
  });

  it('multiplies penal code minutes by the multiplier staff set', async () => {
    await setSettings({ jailTimeMultiplier: 2.5 });
    try {
      const { civilianId } = await civilian();
      await arrest(civilianId);
      expect((await bookingOf(civilianId))?.releaseAt).toBe(
        new Date(ctx.clock.now.getTime() + 25 * 60_000).toISOString(),
      );
    } finally {
      await setSettings({});
    }
  });

  it('is released early by a judge or a supervisor of the department, with a reason', async () => {
    const { civilianId } = await civilian();
    await arrest(civilianId);
    const booking = (await bookingOf(civilianId))!;
    const release = (as: TestMember, reason: string, id = booking._id) =>
      jail(as)[':id'].release.$post({ param: { id }, json: { reason } });

    // A plain officer, a supervisor of another department, a civilian: refused.
    expect(await keyOf(await release(cop, 'Good behaviour'))).toBe('jail.releaseNotAllowed');
    const otherSergeant = await officer(ctx, 'PlayStation');
    const psRank = await ctx.db
      .insertInto('ranks')
      .values({ department: 'PlayStation', name: 'Sergeant', position: 1, supervisor: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('officers')
      .set({ rank_id: psRank.id })
      .where('id', '=', otherSergeant.officerId)
      .execute();
    expect((await release(otherSergeant, 'Good behaviour')).status).toBe(403);
    expect((await release(await ctx.member(), 'Good behaviour')).status).toBe(403);
    // An empty reason is a field message.
    const empty = await release(judge, '   ');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('Enter a reason.');

    const res = await release(judge, 'Bail posted');
    expect(res.status).toBe(200);
    expect((await parseResponse(res)).booking).toMatchObject({
      status: 'released_early',
      releasedAt: ctx.clock.now.toISOString(),
      releaseReason: 'Bail posted',
    });
    expect(await bookingOf(civilianId)).toBeUndefined();
    expect(await keyOf(await release(judge, 'Again'))).toBe('jail.notInCustody');
    const [entry] = await auditEntriesFor(ctx.db, 'jail.release', booking._id);
    expect(entry).toMatchObject({ actor_discord_id: judge.discordId, actor_profile: 'Judge' });

    // A supervisor of the booking's department releases the next one.
    const sergeant = await officer(ctx, 'Xbox');
    await ctx.db
      .updateTable('officers')
      .set({ rank_id: sergeantRank })
      .where('id', '=', sergeant.officerId)
      .execute();
    await arrest(civilianId);
    const next = (await bookingOf(civilianId))!;
    expect((await release(sergeant, 'Cleared by CCTV', next._id)).status).toBe(200);
  });

  it('keeps a civilian in custody from serving as an officer or SAFR character', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety, TEST_ROLES.fireRescue]);
    const { civilianId } = await civilian(member, 'Jail');
    await arrest(civilianId);
    const asOfficer = await member.post('/api/officers', {
      discordId: member.discordId,
      civilianId,
      department: 'Xbox',
      callsign: uniqueCallsign(),
    });
    expect(asOfficer.status).toBe(409);
    const body = (await asOfficer.json()) as { key: string; error: string };
    expect(body.key).toBe('jail.inCustody');
    expect(body.error).toMatch(/^Jail Vance is in custody until .* UTC/);
    const asSafr = await clientAs(ctx, member).safr.profiles.$post({
      json: {
        civilianId,
        department: 'Xbox',
        callsign: uniqueCallsign('M'),
        role: 'Paramedic',
        station: null,
      },
    });
    expect(asSafr.status).toBe(409);

    ctx.clock.advance(10 * 60_000);
    const later = await member.post('/api/officers', {
      discordId: member.discordId,
      civilianId,
      department: 'Xbox',
      callsign: uniqueCallsign(),
    });
    expect(later.status).toBe(201);
  });
});

describe('justice settings', () => {
  it('are staff only, checked field by field, and audited', async () => {
    expect((await jail(cop).settings.$get()).status).toBe(403);
    const bad = await jail(staff).settings.$put({
      json: { jailTimeMultiplier: 0, failureToPayDays: -1, warrantApproval: false },
    });
    expect(bad.status).toBe(400);
    const text = JSON.stringify(await bad.json());
    expect(text).toContain('jail time multiplier must be above 0');
    expect(text).toContain('cannot be negative');
    expect(
      (
        await jail(cop).settings.$put({
          json: { jailTimeMultiplier: 1, failureToPayDays: 7, warrantApproval: false },
        })
      ).status,
    ).toBe(403);
    await setSettings({ failureToPayDays: 7 });
    expect(await parseResponse(await jail(staff).settings.$get())).toEqual({
      jailTimeMultiplier: 1,
      failureToPayDays: 7,
      warrantApproval: false,
    });
    const entries = await auditEntriesFor(ctx.db, 'community.justice', 'settings');
    expect(entries.at(-1)).toMatchObject({
      actor_discord_id: staff.discordId,
      after: { failureToPayDays: 7 },
    });
    await setSettings({});
  });
});

describe('failure to pay', () => {
  async function unpaidCitation() {
    const { owner, civilianId } = await civilian();
    await provisionWith(ctx.db, civilianId, { walletCents: 0, checkingCents: 500_000 }, new Date());
    const res = await clientAs(ctx, cop).reports.create.$post({
      json: { civilianId, type: 'citation', reason: 'Speeding (1-15 over)' },
    });
    return { owner, civilianId, recordId: (await parseResponse(res)).recordId };
  }
  const ftpWarrants = (recordId: string) =>
    ctx.db.selectFrom('warrants').selectAll().where('unpaid_record_id', '=', recordId).execute();

  it('turns a fine unpaid past the period into one warrant, seen in lists and search; paying serves it', async () => {
    const { owner, civilianId, recordId } = await unpaidCitation();
    // The job is given a later time: moving the app's clock on would end every session.
    const due = new Date(ctx.clock.now.getTime() + 14 * DAY_MS);
    await issueFailureToPayWarrants(ctx.db, new Date(due.getTime() - 60_000));
    expect(await ftpWarrants(recordId)).toHaveLength(0);
    await issueFailureToPayWarrants(ctx.db, due);
    await issueFailureToPayWarrants(ctx.db, due);
    const [warrant, ...more] = await ftpWarrants(recordId);
    expect(more).toHaveLength(0);
    expect(warrant).toMatchObject({
      type: 'Arrest',
      status: 'Active',
      reason: 'Failure to pay: Speeding (1-15 over) ($150.00)',
    });

    const { warrants } = await parseResponse(
      await clientAs(ctx, cop).warrants.all.$get({ query: {} }),
    );
    expect(warrants.find((w) => w._id === warrant!.id)).toMatchObject({ unpaidRecordId: recordId });
    const found = await clientAs(ctx, cop).search.$get({ query: { id: civilianId } });
    expect(JSON.stringify(await found.json())).toContain('Failure to pay');

    const paid = await clientAs(ctx, owner).records[':recordId']['pay-fine'].$post({
      param: { recordId },
    });
    expect(paid.status).toBe(200);
    expect((await ftpWarrants(recordId))[0]).toMatchObject({
      status: 'Resolved',
      resolved_by_name: 'Fine paid',
    });
  });

  it('issues nothing while the period is 0', async () => {
    await setSettings({ failureToPayDays: 0 });
    try {
      const { recordId } = await unpaidCitation();
      const later = new Date(ctx.clock.now.getTime() + 400 * DAY_MS);
      expect(await issueFailureToPayWarrants(ctx.db, later)).toBe(0);
      expect(await ftpWarrants(recordId)).toHaveLength(0);
    } finally {
      await setSettings({});
    }
  });

  it('run by two processes at once, issues one warrant per record', async () => {
    const records = await Promise.all([unpaidCitation(), unpaidCitation(), unpaidCitation()]);
    const due = new Date(ctx.clock.now.getTime() + 15 * DAY_MS);
    // On PostgreSQL a second connection pool stands in for a second process.
    const second = handle.url ? await createDb({ databaseUrl: handle.url, poolSize: 2 }) : handle;
    try {
      const runs = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          issueFailureToPayWarrants((i % 2 ? second : handle).db, due),
        ),
      );
      const issued = await ctx.db
        .selectFrom('warrants')
        .select('id')
        .where('created_at', '=', due)
        .execute();
      expect(runs.reduce((x, y) => x + y, 0)).toBe(issued.length);
    } finally {
      if (second !== handle) await second.close();
    }
    for (const { recordId } of records) expect(await ftpWarrants(recordId)).toHaveLength(1);
  });
});

describe('warrant requests', () => {
  const create = (reason = 'Witness statement') =>
    clientAs(ctx, cop).warrants.create.$post({
      json: { type: 'Search', civilianId: shared, reason, expiresAt: '' },
    });
  let shared: string;

  it('with approval on, officers request and judges approve or deny with a reason', async () => {
    ({ civilianId: shared } = await civilian());
    await setSettings({ warrantApproval: true });
    try {
      const res = await create();
      expect(res.status).toBe(201);
      const body = await parseResponse(res);
      expect(body.warrant.status).toBe('Requested');
      expect(body.message).toBe('Warrant requested; a judge will approve or deny it.');
      const second = (await parseResponse(await create('Second request'))).warrant;

      expect((await requests(cop).$get()).status).toBe(403);
      const { warrants } = await parseResponse(await requests(judge).$get());
      expect(warrants.map((w) => w._id)).toEqual(
        expect.arrayContaining([body.warrant._id, second._id]),
      );
      // Resolving a request is not an officer's to do.
      expect(
        (await clientAs(ctx, cop).warrants.resolve[':id'].$post({ param: { id: second._id } }))
          .status,
      ).toBe(409);

      const approve = (as: TestMember, id: string) =>
        requests(as)[':id'].approve.$post({ param: { id } });
      expect((await approve(cop, body.warrant._id)).status).toBe(403);
      const approved = await approve(judge, body.warrant._id);
      expect(approved.status).toBe(200);
      expect((await parseResponse(approved)).warrant).toMatchObject({
        status: 'Active',
        decidedBy: expect.stringMatching(/^Judge /) as unknown,
      });
      expect(await keyOf(await approve(judge, body.warrant._id))).toBe('jail.requestDecided');

      const deny = (reason: string) =>
        requests(judge)[':id'].deny.$post({ param: { id: second._id }, json: { reason } });
      const empty = await deny('');
      expect(empty.status).toBe(400);
      expect(JSON.stringify(await empty.json())).toContain('Enter a reason.');
      const denied = await deny('No probable cause');
      expect((await parseResponse(denied)).warrant).toMatchObject({
        status: 'Denied',
        denialReason: 'No probable cause',
      });
      expect(await auditEntriesFor(ctx.db, 'warrant.approve', body.warrant._id)).toHaveLength(1);
      expect((await auditEntriesFor(ctx.db, 'warrant.deny', second._id))[0]).toMatchObject({
        actor_discord_id: judge.discordId,
        after: { reason: 'No probable cause' },
      });
    } finally {
      await setSettings({});
    }
  });

  it('with approval off, an officer warrant is active at once', async () => {
    const { warrant } = await parseResponse(await create('Plain warrant'));
    expect(warrant.status).toBe('Active');
  });
});

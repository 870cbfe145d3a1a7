import type { KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResponse } from 'hono/client';
import type { TestContext, TestMember } from '../testing/test-app';
import { accountsOf } from '../testing/bank';
import { insertCivilian, type RecordsOfficer } from '../testing/records';
import { buttonPress, postInteraction } from '../testing/discord';
import { clientAs, errorBody } from '../testing/client';
import { staffDesk, type StaffDesk } from '../testing/staff';

// A civilian's owner asks for a record to be expunged; staff approve or deny it with a note.
// An expunged record is gone for officers, its owner and the Records panel, its fine can no
// longer be paid, and the audit log keeps the story.

let suite: StaffDesk;
let ctx: TestContext;
let privateKey: KeyObject;
let staff: TestMember;
let cop: RecordsOfficer;

beforeAll(async () => {
  suite = await staffDesk();
  ({ ctx, privateKey, staff, cop } = suite);
});
afterAll(async () => {
  await suite?.close();
});

const expungements = () => clientAs(ctx, staff).admin.expungements;
const approve = (id: string, note?: string) =>
  expungements()[':id'].approve.$post({ param: { id }, json: note === undefined ? {} : { note } });
const deny = (id: string, note: string) =>
  expungements()[':id'].deny.$post({ param: { id }, json: { note } });
const queue = async (
  query: { status?: 'pending' | 'approved'; limit?: string; cursor?: string } = {},
) => (await expungements().$get({ query })).json();

async function citedOwner(first = 'Jesse', last = 'Vance') {
  const owner = await ctx.member();
  const civilianId = await insertCivilian(ctx, owner.discordId, { first, last });
  await accountsOf(owner, civilianId);
  const res = await clientAs(ctx, cop).reports.create.$post({
    json: { civilianId, type: 'citation', reason: 'Speeding (1-15 over)' },
  });
  const { recordId } = await parseResponse(res);
  return { owner, civilianId, recordId };
}

const ask = (owner: TestMember, recordId: string, reason = 'It was a mix-up.') =>
  clientAs(ctx, owner).records[':recordId'].expungement.$post({
    param: { recordId },
    json: { reason },
  });

const panel = (owner: TestMember, civilianId: string) =>
  parseResponse(
    clientAs(ctx, owner).records.civilian[':civilianId'].$get({ param: { civilianId }, query: {} }),
  );

const officerSees = async (civilianId: string) => {
  const res = await clientAs(ctx, cop).search.$get({ query: { id: civilianId } });
  expect(res.status).toBe(200);
  return recordsOf(await parseResponse(res));
};

/** Search answers a shape per kind of query; a civilian's search carries their records. */
function recordsOf<T extends object>(body: T) {
  if (!('records' in body)) throw new Error('no records in the search answer');
  return body.records as Extract<T, { records: unknown }>['records'];
}

describe('expungement', () => {
  it('the owner asks once per record, with a reason; the Records panel shows the request', async () => {
    const { owner, civilianId, recordId } = await citedOwner();
    const res = await ask(owner, recordId);
    expect(res.status).toBe(201);
    const { request, message } = await parseResponse(res);
    expect(message).toBe('Expungement requested. Staff will review it.');
    expect(request).toMatchObject({
      recordId,
      civilianId,
      status: 'pending',
      reason: 'It was a mix-up.',
      decisionNote: null,
      decidedAt: null,
    });
    expect((await panel(owner, civilianId)).expungementRequests).toEqual([request]);

    const again = await ask(owner, recordId, 'Please.');
    expect(again.status).toBe(409);
    expect((await errorBody(again)).error).toBe(
      'An expungement request for this record is already pending.',
    );
    // Another member's record does not exist for them.
    const stranger = await ctx.member();
    expect((await ask(stranger, recordId)).status).toBe(404);
    expect((await ask(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('answers bad input with a 400 and a field message', async () => {
    const { owner, recordId } = await citedOwner();
    // Reasons that are not text at all, and no reason: bodies the client's types refuse, sent
    // raw on purpose.
    for (const reason of [null, 7]) {
      const res = await owner.post(`/api/records/${recordId}/expungement`, { reason });
      expect(res.status, JSON.stringify(reason)).toBe(400);
      expect((await errorBody(res)).issues?.[0]?.path).toBe('reason');
    }
    for (const reason of ['', '   ', 'x'.repeat(1001), 'nul\u0000', 'lone \udc00']) {
      const res = await ask(owner, recordId, reason);
      expect(res.status, JSON.stringify(reason)).toBe(400);
      expect((await errorBody(res)).issues?.[0]?.path).toBe('reason');
    }
    expect((await owner.post(`/api/records/${recordId}/expungement`, {})).status).toBe(400);
    expect((await ask(owner, 'nope', 'x')).status).toBe(400);
    // A status the client's types refuse, sent raw on purpose.
    const deny = await staff.get('/api/admin/expungements?status=maybe');
    expect(deny.status).toBe(400);
  });

  it('approved: gone from officer search and the Records panel, the fine no longer payable, kept in the audit log', async () => {
    const { owner, civilianId, recordId } = await citedOwner('Avery', 'Quill');
    expect((await officerSees(civilianId)).citations.map((r) => r._id)).toEqual([recordId]);
    const { request } = await parseResponse(ask(owner, recordId));

    const queued = (await queue()).requests.find((r) => r._id === request._id);
    expect(queued).toMatchObject({
      status: 'pending',
      requestedBy: { discordId: owner.discordId },
      record: { _id: recordId, type: 'citation', civilianName: 'Avery Quill', expunged: false },
    });

    const approved = await approve(request._id, 'First offence, long ago.');
    expect(approved.status).toBe(200);
    expect((await parseResponse(approved)).request).toMatchObject({
      status: 'approved',
      decisionNote: 'First offence, long ago.',
      decidedAt: ctx.clock.now.toISOString(),
    });

    expect((await officerSees(civilianId)).citations).toEqual([]);
    const byName = await clientAs(ctx, cop).search.$get({ query: { name: 'Avery Quill' } });
    expect(recordsOf(await parseResponse(byName)).citations).toEqual([]);
    const own = await panel(owner, civilianId);
    expect(own.citations).toEqual([]);
    expect(own.expungementRequests[0]).toMatchObject({ status: 'approved' });

    const paid = await clientAs(ctx, owner).records[':recordId']['pay-fine'].$post({
      param: { recordId },
    });
    expect(paid.status).toBe(409);
    expect((await errorBody(paid)).error).toBe(
      'This record has been expunged: its fine can no longer be paid.',
    );
    const pressed = await postInteraction(
      ctx,
      privateKey,
      buttonPress(`payfine:${recordId}`, owner.discordId, { embeds: [], components: [] }),
    );
    expect(await pressed.json()).toEqual({
      type: 4,
      data: {
        content:
          '❌ This record has been expunged: its fine can no longer be paid. Nothing was charged.',
        flags: 64,
      },
    });
    const { fine_status } = await ctx.db
      .selectFrom('records')
      .select('fine_status')
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow();
    expect(fine_status).toBe('unpaid');

    const log = await parseResponse(
      clientAs(ctx, staff).admin.audit.$get({
        query: { targetType: 'record', targetId: recordId },
      }),
    );
    expect(log.entries.map((e) => e.action)).toEqual([
      'expungement.approve',
      'expungement.request',
      'record.create',
    ]);
    const decided = await queue({ status: 'approved' });
    expect(decided.requests.find((r) => r._id === request._id)?.record.expunged).toBe(true);

    expect((await ask(owner, recordId)).status).toBe(409);
    const twice = await deny(request._id, 'No');
    expect(twice.status).toBe(409);
    expect((await errorBody(twice)).error).toBe('This request was already approved.');
  });

  it('an expunged unpaid fine does not block deleting the civilian', async () => {
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    const res = await clientAs(ctx, cop).reports.create.$post({
      json: { civilianId, type: 'citation', reason: 'Jaywalking' },
    });
    const { recordId } = await parseResponse(res);
    const remove = () =>
      clientAs(ctx, owner).civilians[':id'].$delete({ param: { id: civilianId } });
    expect((await remove()).status).toBe(409);
    const { request } = await parseResponse(ask(owner, recordId));
    await approve(request._id);
    expect((await remove()).status).toBe(200);
  });

  it('denied with a note: the record stays, and the owner may ask again', async () => {
    const { owner, civilianId, recordId } = await citedOwner();
    const { request } = await parseResponse(ask(owner, recordId));
    // No note at all: the body the client's types refuse, sent raw on purpose.
    const noNote = await staff.post(`/api/admin/expungements/${request._id}/deny`, {});
    expect(noNote.status).toBe(400);
    expect((await errorBody(noNote)).issues?.[0]?.path).toBe('note');
    const denied = await deny(request._id, 'Too recent.');
    expect(denied.status).toBe(200);
    expect((await panel(owner, civilianId)).citations.map((r) => r._id)).toEqual([recordId]);
    expect((await panel(owner, civilianId)).expungementRequests[0]).toMatchObject({
      status: 'denied',
      decisionNote: 'Too recent.',
    });
    expect((await ask(owner, recordId, 'Now it is old.')).status).toBe(201);
    expect((await approve('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('the staff queue is oldest first and pages with a cursor', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { owner, recordId } = await citedOwner();
      ctx.clock.advance(1000);
      const { request } = await parseResponse(ask(owner, recordId));
      ids.push(request._id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof queue>> = await queue({
        limit: '1',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.requests.length).toBeLessThanOrEqual(1);
      seen.push(...page.requests.map((r) => r._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.slice(-3)).toEqual(ids);
    expect(seen.every((id, i) => seen.indexOf(id) === i)).toBe(true);
    expect((await expungements().$get({ query: { cursor: 'abc' } })).status).toBe(400);
  });
});

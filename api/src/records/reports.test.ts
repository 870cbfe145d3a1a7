import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parseResponse, type InferRequestType, type InferResponseType } from 'hono/client';
import type { DiscordMessage } from '@tenfour/db';
import { createTestContext, type TestContext, type TestMember } from '../testing/test-app';
import { insertCivilian, officer } from '../testing/records';
import { clientAs, errorBody, type ApiClient } from '../testing/client';

type Message = DiscordMessage;

let ctx: TestContext;
let codes: InferResponseType<ApiClient['penal-codes']['$get'], 200>;
beforeAll(async () => {
  ctx = await createTestContext();
  const cop = await officer(ctx);
  codes = await parseResponse(clientAs(ctx, cop)['penal-codes'].$get({ query: {} }));
});

type ReportInput = InferRequestType<ApiClient['reports']['create']['$post']>['json'];
const file = (as: Pick<TestMember, 'cookie'> | undefined, json: ReportInput) =>
  clientAs(ctx, as).reports.create.$post({ json });
afterAll(async () => {
  await ctx?.close();
});

const code = (title: string) => {
  const found = codes.find((c) => c.title === title);
  if (!found) throw new Error(`no penal code ${title}`);
  return found;
};

async function outboxFor(recordId: string) {
  return ctx.db
    .selectFrom('outbox')
    .select(['kind', 'payload', 'dedupe_key', sql<string>`xmin::text`.as('xmin')])
    .where('dedupe_key', 'in', [`dm:${recordId}`, `webhook:${recordId}`])
    .orderBy('kind')
    .execute();
}

async function recordXmin(recordId: string) {
  const row = await ctx.db
    .selectFrom('records')
    .select(sql<string>`xmin::text`.as('xmin'))
    .where('id', '=', recordId)
    .executeTakeFirstOrThrow();
  return row.xmin;
}

describe('POST /api/reports/create', () => {
  it('prices a citation on the server and queues the DM and the webhook in the same transaction', async () => {
    const cop = await officer(ctx, 'Xbox', { first: 'Alex', last: 'Miller', rank: 'Sergeant' });
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId, { first: 'John', last: 'Doe' });
    const speeding = code('Speeding (16-30 over)');
    const res = await file(cop, {
      civilianId,
      type: 'citation',
      offenses: [{ id: speeding._id }, { title: 'reckless driving', fine: 1 }],
      notes: 'Clocked at 95 in a 65.',
      // Client-sent totals and identity are ignored.
      fineAmount: 1,
      jailTime: 999,
      officer: 'someone-else',
      platform: 'playstation',
    });
    expect(res.status).toBe(201);
    const body = await parseResponse(res);
    expect(body.success).toBe(true);
    expect(body.message).toBe('✅ Report submitted successfully.');
    expect(body.record).toMatchObject({
      recordId: body.recordId,
      civilianId,
      civilianName: 'John Doe',
      type: 'citation',
      reason: 'Speeding (16-30 over), Reckless Driving',
      fineAmount: 1300,
      jailTime: 10,
      notes: 'Clocked at 95 in a 65.',
      platform: 'Xbox',
      officerName: 'Alex Miller',
      officerCallsign: cop.callsign,
      officerRank: 'Sergeant',
      fineStatus: 'unpaid',
    });
    expect(body.record.officer).toMatch(/^ofc\d+$/);

    const rows = await outboxFor(body.recordId);
    expect(rows.map((r) => [r.kind, r.dedupe_key])).toEqual([
      ['dm', `dm:${body.recordId}`],
      ['webhook', `webhook:${body.recordId}`],
    ]);
    // Written by the very transaction that stored the record.
    const xmin = await recordXmin(body.recordId);
    expect(rows.every((r) => r.xmin === xmin)).toBe(true);

    const dm = rows[0]!.payload as { discordId: string; recordId: string; message: Message };
    expect(dm.discordId).toBe(owner.discordId);
    expect(dm.recordId).toBe(body.recordId);
    expect((dm.message.components as { components: unknown[] }[])[0]!.components[0]).toMatchObject({
      label: 'Pay Fine',
      custom_id: `payfine:${body.recordId}`,
    });
    expect(dm.message.embeds![0]).toMatchObject({ title: 'Citation Issued', color: 16763904 });
    const hook = rows[1]!.payload as { platform: string; message: Message };
    expect(hook.platform).toBe('Xbox');
    expect(hook.message.embeds![0]).toMatchObject({
      title: 'New Citation Issued',
      color: 16763904,
      footer: { text: 'Civilian: John Doe' },
    });
    expect(hook.message.embeds![0]!.fields).toEqual(
      expect.arrayContaining([
        { name: 'Offenses', value: 'Speeding (16-30 over), Reckless Driving' },
        { name: 'Fine', value: '$1,300.00', inline: true },
        { name: 'Jail Time', value: '10 minutes', inline: true },
        { name: 'Officer', value: `Alex Miller (${cop.callsign})` },
      ]),
    );
  });

  it('accepts the documented payload (reason as comma-joined titles); unknown titles are custom 0/0', async () => {
    const cop = await officer(ctx, 'PlayStation');
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    const res = await file(cop, {
      civilianId,
      type: 'Arrest',
      reason: 'ARMED ROBBERY, Being rude to the officer',
      fineAmount: 0,
      jailTime: 0,
      notes: '',
    });
    expect(res.status).toBe(201);
    const { record } = await parseResponse(res);
    expect(record.offenses).toEqual([
      { title: 'Armed Robbery', fine: 7500, jailTime: 45, penalCodeId: code('Armed Robbery')._id },
      { title: 'Being rude to the officer', fine: 0, jailTime: 0, penalCodeId: null },
    ]);
    expect(record).toMatchObject({ type: 'arrest', fineAmount: 7500, jailTime: 45, notes: null });
    const rows = await outboxFor(record.recordId);
    expect(rows.map((r) => r.kind)).toEqual(['dm', 'webhook']);
    const hook = rows[1]!.payload as { platform: string; message: Message };
    expect(hook.platform).toBe('PlayStation');
    expect(hook.message.embeds![0]).toMatchObject({ title: 'New Arrest Issued', color: 16711680 });
  });

  it('queues nothing for a warning, and only the webhook for a zero fine', async () => {
    const cop = await officer(ctx);
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    const warning = await parseResponse(
      file(cop, { civilianId, type: 'warning', offenses: [{ title: 'Jaywalking' }] }),
    );
    expect(warning.record).toMatchObject({ type: 'warning', fineAmount: 0, fineStatus: 'none' });
    expect(await outboxFor(warning.record.recordId)).toEqual([]);

    const zero = await parseResponse(
      file(cop, { civilianId, type: 'citation', offenses: [{ title: 'Littering' }] }),
    );
    expect(zero.record).toMatchObject({ fineAmount: 0, fineStatus: 'none' });
    expect((await outboxFor(zero.record.recordId)).map((r) => r.kind)).toEqual(['webhook']);
  });

  it('rejects bad input with 400', async () => {
    const cop = await officer(ctx);
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    // Bodies the client's types refuse among them: sent raw on purpose.
    const bad = async (body: unknown) => {
      const res = await cop.post('/api/reports/create', body);
      expect(res.status).toBe(400);
      return errorBody(res);
    };
    expect((await bad({ civilianId, type: 'Select Report Type', reason: 'Murder' })).error).toBe(
      '❌ Please select a valid report type.',
    );
    await bad({ civilianId: 'nope', type: 'arrest', reason: 'Murder' });
    await bad({ civilianId, type: 'arrest', reason: ' , ' });
    await bad({ civilianId, type: 'arrest', offenses: [] });
    await bad({ civilianId, type: 'arrest', reason: 'Murder', notes: 'x'.repeat(2001) });
    // A custom offense's amount is bounded by configuration ($10,000 / 600 minutes).
    await bad({ civilianId, type: 'citation', offenses: [{ title: 'Custom', fine: 10_000.01 }] });
    await bad({ civilianId, type: 'citation', offenses: [{ title: 'Custom', jailTime: 601 }] });
    await bad({ civilianId, type: 'citation', offenses: [{ title: 'Custom', fine: -5 }] });
    await bad({
      civilianId,
      type: 'citation',
      offenses: [{ id: '00000000-0000-4000-8000-000000000000' }],
    });
    const count = await ctx.db
      .selectFrom('records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('civilian_id', '=', civilianId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    const unknown = await file(cop, {
      civilianId: '00000000-0000-4000-8000-000000000000',
      type: 'arrest',
      reason: 'Murder',
    });
    expect(unknown.status).toBe(404);
  });

  it('is for registered officers only (401/403)', async () => {
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    const body = { civilianId, type: 'citation' as const, reason: 'Jaywalking' };
    expect((await file(undefined, body)).status).toBe(401);
    expect((await file(owner, body)).status).toBe(403);
    const unregistered = await ctx.member(['role-pso']);
    expect((await file(unregistered, body)).status).toBe(403);
  });
});

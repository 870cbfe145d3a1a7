import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiScope } from '@tenfour/db/api-keys';
import { accountsOf, auditEntriesFor, insertCivilian } from '@tenfour/db/testing';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { registeredOfficer } from '../testing/dispatch';

// The public API's records operations answer as Search Database, the bank page and Create
// Report do, each only to a key holding its scope.

let ctx: TestContext;
let staff: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin]);
});
afterAll(async () => {
  await ctx?.close();
});

async function newKey(name: string, scopes: ApiScope[]): Promise<string> {
  const res = await staff.post('/api/admin/api-keys', { name, scopes });
  expect(res.status).toBe(201);
  return ((await res.json()) as { secret: string }).secret;
}

const send = (key: string, path: string, body?: unknown) =>
  ctx.request(`/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function citizen(first: string, last: string) {
  const owner = await ctx.member([]);
  const civilianId = await insertCivilian(ctx, owner.discordId, { first, last });
  return { owner, civilianId };
}

interface RecordAnswer {
  record: { _id: string; fineAmount: number; fineStatus: string; platform: string };
}

describe('public API: records', () => {
  it('files a citation for a named officer, priced on the server, DMed, audited with the key', async () => {
    const key = await newKey('Game server', ['fines:write', 'records:read']);
    const cop = await registeredOfficer(ctx, 'Xbox');
    const { civilianId } = await citizen('Dana', 'Cite');
    const res = await send(key, '/citations', {
      officerDiscordId: cop.discordId,
      civilianId,
      offenses: [{ title: 'Speeding', fine: 150 }],
      notes: 'Radar 92 in a 55.',
      fineAmount: 1,
    });
    expect(res.status).toBe(201);
    const { record } = (await res.json()) as RecordAnswer;
    expect(record).toMatchObject({ fineAmount: 150, fineStatus: 'unpaid', platform: 'Xbox' });

    const dm = await ctx.db
      .selectFrom('outbox')
      .select('kind')
      .where('dedupe_key', '=', `dm:${record._id}`)
      .execute();
    expect(dm).toEqual([{ kind: 'dm' }]);
    const [entry] = await auditEntriesFor(ctx.db, 'record.create', record._id);
    expect(entry?.actor_discord_id).toBe(cop.discordId);
    expect(entry?.actor_profile).toContain('via API key “Game server”');

    const page = await send(key, `/civilians/${civilianId}/records?department=Xbox`);
    const listed = (await page.json()) as { citations: { _id: string }[] };
    expect(listed.citations.map((r) => r._id)).toEqual([record._id]);
    // Another department's records are not this department's to read.
    const other = await send(key, `/civilians/${civilianId}/records?department=PlayStation`);
    expect(((await other.json()) as { citations: unknown[] }).citations).toEqual([]);
  });

  it('refuses a citation for a member who is not an officer, or unknown', async () => {
    const key = await newKey('Refusals', ['fines:write']);
    const { owner, civilianId } = await citizen('Noel', 'Cop');
    const offenses = [{ title: 'Speeding' }];
    const notOfficer = await send(key, '/citations', {
      officerDiscordId: owner.discordId,
      civilianId,
      offenses,
    });
    expect(notOfficer.status).toBe(422);
    const unknown = await send(key, '/citations', {
      officerDiscordId: '123456789012345678',
      civilianId,
      offenses,
    });
    expect(unknown.status).toBe(404);
    const none = await ctx.db
      .selectFrom('records')
      .select('id')
      .where('civilian_id', '=', civilianId)
      .execute();
    expect(none).toEqual([]);
  });

  it('looks up a name, a plate and a serial as Search Database does', async () => {
    const key = await newKey('Lookup', ['lookup:read']);
    const { civilianId } = await citizen('Robin', 'Lookup');
    await ctx.db
      .updateTable('civilians')
      .set({ ssn: '987654321' })
      .where('id', '=', civilianId)
      .execute();
    await ctx.db
      .insertInto('vehicles')
      .values({ civilian_id: civilianId, plate: 'APILK1', make: 'Vapid', model: 'Stanier' })
      .execute();
    const byName = await send(key, '/lookup?department=Xbox&name=robin%20lookup');
    expect(byName.status).toBe(200);
    const profile = (await byName.json()) as {
      civilian: { _id: string; ssn: string | null };
      vehicles: unknown[];
    };
    expect(profile.civilian._id).toBe(civilianId);
    // A lookup key that may not read civilians does not see the SSN.
    expect(profile.civilian.ssn).toBeNull();
    expect(profile.vehicles).toHaveLength(1);

    const byPlate = await send(key, '/lookup?department=Xbox&plate=APILK1');
    const plate = (await byPlate.json()) as {
      vehicle: { plate: string };
      civilian: { _id: string };
    };
    expect(plate).toMatchObject({
      vehicle: { plate: 'APILK1' },
      civilian: { _id: civilianId, ssn: null },
    });
    // The SSN itself finds the civilian; the answer still does not show it.
    const bySsn = await send(key, '/lookup?department=Xbox&name=987654321');
    expect(((await bySsn.json()) as typeof profile).civilian).toMatchObject({ ssn: null });

    expect((await send(key, '/lookup?department=Xbox&serial=WPN-NOPE')).status).toBe(404);
    expect((await send(key, '/lookup?department=Nowhere&name=Robin%20Lookup')).status).toBe(400);
  });

  it("reads a civilian and their balances, the owner's bank page's figures", async () => {
    const key = await newKey('Bank', ['civilians:read', 'bank:read']);
    const { owner, civilianId } = await citizen('Sam', 'Ledger');
    await ctx.db
      .updateTable('civilians')
      .set({ ssn: '123456789' })
      .where('id', '=', civilianId)
      .execute();
    const civ = await send(key, `/civilians/${civilianId}`);
    expect(((await civ.json()) as { civilian: object }).civilian).toMatchObject({
      firstName: 'Sam',
      ssn: '123456789',
    });
    const bank = (await (await send(key, `/civilians/${civilianId}/bank`)).json()) as {
      accounts: { accountType: string; balance: number }[];
      wallet: { balance: number };
    };
    const site = await accountsOf(ctx, owner, civilianId);
    expect(bank.accounts.map((a) => [a.accountType, a.balance])).toEqual(
      site.accounts.map((a) => [a.accountType, a.balance]),
    );
    expect(bank.wallet).toEqual(site.wallet);
    expect((await send(key, '/civilians/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('answers 403 naming the scope a key lacks', async () => {
    const key = await newKey('Calls only', ['calls:read']);
    const { civilianId } = await citizen('Kim', 'Scope');
    for (const [path, scope] of [
      ['/lookup?department=Xbox&name=Kim%20Scope', 'lookup:read'],
      [`/civilians/${civilianId}`, 'civilians:read'],
      [`/civilians/${civilianId}/records?department=Xbox`, 'records:read'],
      [`/civilians/${civilianId}/bank`, 'bank:read'],
    ] as const) {
      const res = await send(key, path);
      expect(res.status, path).toBe(403);
      expect(JSON.stringify(await res.json())).toContain(scope);
    }
    const cite = await send(key, '/citations', { civilianId, offenses: [{ title: 'X' }] });
    expect(cite.status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from './testing/test-app';
import { officer, type RecordsOfficer } from './testing/records';

// Raw requests on purpose: malformed ids and queries are what the typed client's types refuse,
// and every route is listed by its path in one table.
//
// Every route that takes an id or a query answers malformed input with a 400 in the one error
// shape before touching the database; caller checks come first, so the caller here may do it all.
let ctx: TestContext;
let staffOfficer: RecordsOfficer;
beforeAll(async () => {
  ctx = await createTestContext();
  staffOfficer = await officer(ctx, 'Xbox', {
    roles: [TEST_ROLES.publicSafety, TEST_ROLES.admin],
  });
});
afterAll(async () => {
  await ctx?.close();
});

const BAD = 'not-an-id';

const malformed: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string][] = [
  ['GET', '/api/bank/requests?status=bogus'],
  ['POST', `/api/bank/requests/${BAD}/approve`],
  ['POST', `/api/bank/requests/${BAD}/reject`],
  ['GET', `/api/wallet/123?civilian=${BAD}`],
  ['DELETE', `/api/civilians/${BAD}`],
  ['POST', `/api/civilians/${BAD}/deceased`],
  ['GET', '/api/bolos?status=bogus'],
  ['GET', `/api/bolos/${BAD}`],
  ['POST', `/api/bolos/${BAD}/clear`],
  ['GET', '/api/calls?status=bogus'],
  ['PUT', `/api/calls/${BAD}`],
  ['POST', `/api/calls/${BAD}/units`],
  ['DELETE', `/api/calls/${BAD}/units/${BAD}`],
  ['POST', `/api/calls/${BAD}/close`],
  ['GET', '/api/events?lastEventId=abc'],
  ['POST', '/api/officers/me/active'],
  ['GET', `/api/officers/${BAD}`],
  ['POST', `/api/panic/${BAD}/acknowledge`],
  ['GET', `/api/licenses/tests/${BAD}`],
  ['GET', `/api/medical/by-civilian/${BAD}`],
  ['POST', `/api/records/${BAD}/pay-fine`],
  ['GET', '/api/penal-codes?includeRetired=maybe'],
  ['PUT', `/api/penal-codes/${BAD}`],
  ['DELETE', `/api/penal-codes/${BAD}`],
  ['POST', `/api/penal-codes/${BAD}/restore`],
  ['GET', `/api/vehicles/by-civilian/${BAD}`],
  ['DELETE', `/api/vehicles/${BAD}`],
  ['GET', `/api/weapons/by-civilian/${BAD}`],
  ['GET', `/api/weapons/${BAD}`],
  ['DELETE', `/api/weapons/${BAD}`],
  ['POST', `/api/records/${BAD}/expungement`],
  ['GET', '/api/admin/members?limit=0'],
  ['GET', '/api/admin/members?cursor=not-a-cursor'],
  ['GET', `/api/admin/members/${BAD}`],
  ['POST', `/api/admin/members/${BAD}/suspend`],
  ['POST', `/api/admin/members/${BAD}/lift`],
  ['GET', '/api/admin/audit?action=bogus'],
  ['GET', '/api/admin/audit?from=yesterday'],
  ['GET', '/api/admin/audit?cursor=not-a-cursor'],
  ['GET', '/api/admin/audit/export.csv?targetType=bogus'],
  ['GET', '/api/admin/expungements?status=bogus'],
  ['POST', `/api/admin/expungements/${BAD}/approve`],
  ['POST', `/api/admin/expungements/${BAD}/deny`],
];

describe('malformed input', () => {
  it.each(malformed)('%s %s answers 400 JSON', async (method, path) => {
    const res = await staffOfficer.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 'invalid_input' });
  });
});

describe('callers who may not', () => {
  it('refuses staff-only and officer-only writes to others, and writes when signed out', async () => {
    const member = await ctx.member();
    const id = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/api/bank/requests/${id}/reject`, `/api/penal-codes/${id}/restore`]) {
      expect((await member.post(path, {})).status).toBe(403);
    }
    for (const path of ['/api/psoreports/use-of-force', '/api/psoreports/10-50']) {
      expect((await member.post(path, {})).status).toBe(403);
    }
    const anonymous = await ctx.request('/api/civilians', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ firstName: 'No', lastName: 'Session', dateOfBirth: '1990-01-01' }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('refusals after validation', () => {
  // A rule checked past the schema (in the database's operation) still names its field, so a
  // form can show the message under it.
  type Refusal = { issues?: { path: string; message: string }[]; error: string };
  const refusal = async (res: Response) => ({
    ...((await res.json()) as Refusal),
    status: res.status,
  });
  const expectField = async (res: Response, status: number, path: string) => {
    const body = await refusal(res);
    expect(body.status, body.error).toBe(status);
    expect(body.issues).toMatchObject([{ path, message: body.error }]);
  };
  const UUID = '00000000-0000-4000-8000-000000000000';

  async function civilianWithAccount(member: TestMember, lastName: string) {
    const created = await member.post('/api/civilians', {
      firstName: 'Fiona',
      lastName,
      dateOfBirth: '1990-02-03',
    });
    expect(created.status).toBe(201);
    const { civilian } = (await created.json()) as { civilian: { _id: string } };
    const { accounts } = (await (
      await member.get(`/api/bank/accounts/${civilian._id}`)
    ).json()) as {
      accounts: { _id: string; accountNumber: string }[];
    };
    return { civilianId: civilian._id, account: accounts[0]! };
  }

  it('name the field of a warrant, a report and a penal code entry', async () => {
    const owner = await ctx.member();
    const { civilianId } = await civilianWithAccount(owner, 'Fields');
    await expectField(
      await staffOfficer.post('/api/warrants/create', {
        type: 'Arrest',
        civilianId,
        reason: 'Skipped bail',
        expiresAt: '2001-01-01T00:00:00Z',
      }),
      400,
      'expiresAt',
    );
    await expectField(
      await staffOfficer.post('/api/reports/create', {
        civilianId,
        type: 'citation',
        offenses: [{ title: 'Reckless driving' }, { id: UUID }],
      }),
      400,
      'offenses.1.id',
    );
    await expectField(
      await staffOfficer.post('/api/reports/create', {
        civilianId,
        type: 'citation',
        offenses: [{ title: 'Very expensive littering', fine: 10_000_000 }],
      }),
      400,
      'offenses.0.fine',
    );
    const code = { title: 'Field naming offense', fine: 10, jailTime: 0 };
    expect((await staffOfficer.post('/api/penal-codes', code)).status).toBe(201);
    await expectField(await staffOfficer.post('/api/penal-codes', code), 409, 'title');
  });

  it('name the field of a vehicle, a weapon, a license and an officer profile', async () => {
    const owner = await ctx.member([TEST_ROLES.publicSafety, TEST_ROLES.licenseM]);
    const { civilianId } = await civilianWithAccount(owner, 'Owner');
    const car = { civilianId, plate: 'FLD 001', make: 'Bravado', model: 'Buffalo', year: 2019 };
    expect((await owner.post('/api/vehicles/register', car)).status).toBe(201);
    await expectField(await owner.post('/api/vehicles/register', car), 409, 'plate');

    const gun = { civilianId, weaponType: 'Pistol', serialNumber: 'WPN-FLD001' };
    const registered = await owner.post('/api/weapons/register', gun);
    expect(registered.status).toBe(201);
    await expectField(await owner.post('/api/weapons/register', gun), 409, 'serialNumber');

    const license = { license: 'Class M - Motorcycle License' };
    const path = `/api/civilians/${civilianId}/add-license`;
    expect((await owner.post(path, license)).status).toBe(200);
    await expectField(await owner.post(path, license), 409, 'license');

    const profile = { civilianId, department: 'Xbox', callsign: staffOfficer.callsign };
    await expectField(await owner.post('/api/officers', profile), 409, 'callsign');
  });

  it('name the field of a bank transfer and an account request', async () => {
    const owner = await ctx.member();
    const { civilianId, account } = await civilianWithAccount(owner, 'Banker');
    const transfer = (toAccountNumber: string) =>
      owner.post('/api/bank/transfer', { fromAccountId: account._id, toAccountNumber, amount: 1 });
    await expectField(await transfer(account.accountNumber), 400, 'toAccountNumber');
    await expectField(await transfer('999999999999'), 404, 'toAccountNumber');

    const request = { civilianId, accountType: 'Business Checking', reason: 'A taxi firm' };
    expect((await owner.post('/api/bank/create', request)).status).toBe(202);
    await expectField(await owner.post('/api/bank/create', request), 409, 'accountType');
    await expectField(
      await owner.post('/api/bank/create', {
        ...request,
        accountType: 'Business Savings',
        reason: '',
      }),
      400,
      'reason',
    );
  });
});

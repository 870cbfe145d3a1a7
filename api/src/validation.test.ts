import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from './testing/test-app';
import { officer } from './records/testing';

// Every route that takes an id or a query answers malformed input with a 400 in the one error
// shape before touching the database; caller checks come first, so the caller here may do it all.
let ctx: TestContext;
let staffOfficer: TestMember;
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { registeredSafr, type TestSafrMember } from '../testing/safr';

// Every fire/rescue route that takes an id or a query answers malformed input with a 400 in
// the one error shape before touching the database. The caller is staff with a fire/rescue
// profile, so no permission check stands in the way.
let ctx: TestContext;
let staffMedic: TestSafrMember;
beforeAll(async () => {
  ctx = await createTestContext();
  staffMedic = await registeredSafr(ctx, 'Xbox', {
    roles: [TEST_ROLES.fireRescue, TEST_ROLES.admin],
  });
});
afterAll(async () => {
  await ctx?.close();
});

const BAD = 'not-an-id';

const malformed: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string][] = [
  ['POST', '/api/safr/profiles'],
  ['POST', '/api/safr/me/active'],
  ['PUT', '/api/safr/units/me'],
  ['GET', '/api/safr/calls?status=bogus'],
  ['GET', `/api/safr/calls/${BAD}`],
  ['POST', `/api/safr/calls/${BAD}/units`],
  ['DELETE', `/api/safr/calls/${BAD}/units/${BAD}`],
  ['POST', `/api/safr/panic/${BAD}/acknowledge`],
  ['GET', '/api/safr/search'],
  ['GET', `/api/safr/search?id=${BAD}`],
  ['GET', `/api/safr/patients/${BAD}`],
  ['POST', `/api/safr/patients/${BAD}/medical-records`],
  ['POST', `/api/safr/patients/${BAD}/vital-status`],
  ['GET', '/api/safr/reports/patient-care?limit=-1'],
  ['POST', '/api/safr/reports/patient-care'],
  ['GET', `/api/safr/reports/patient-care/${BAD}`],
  ['GET', '/api/safr/reports/fire-incident?cursor=%%%'],
  ['POST', '/api/safr/reports/fire-incident'],
  ['GET', `/api/safr/reports/fire-incident/${BAD}`],
  ['GET', '/api/events?service=fire'],
];

describe('malformed fire/rescue input', () => {
  it.each(malformed)('%s %s answers 400 JSON', async (method, path) => {
    const res = await staffMedic.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 'invalid_input' });
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await staffMedic.request('/api/safr/reports/patient-care', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"patientId":',
    });
    expect(res.status).toBe(400);
  });
});

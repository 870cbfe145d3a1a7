import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { clientAs, registeredSafr, type Api, type TestSafrMember } from '../testing/safr';

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
const id = { param: { id: BAD } };
// An empty body, wrong for every route here that reads one, on purpose.
const EMPTY = {} as never;

type Call = (api: Api) => Promise<{ status: number; json(): Promise<unknown> }>;

const malformed: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, call: Call][] = [
  ['POST', '/api/safr/profiles', (api) => api.safr.profiles.$post({ json: EMPTY })],
  ['POST', '/api/safr/me/active', (api) => api.safr.me.active.$post({ json: EMPTY })],
  ['PUT', '/api/safr/units/me', (api) => api.safr.units.me.$put({ json: EMPTY })],
  [
    'GET',
    '/api/safr/calls?status=bogus',
    (api) => api.safr.calls.$get({ query: { status: 'bogus' as 'active' } }),
  ],
  ['GET', `/api/safr/calls/${BAD}`, (api) => api.safr.calls[':id'].$get(id)],
  [
    'POST',
    `/api/safr/calls/${BAD}/units`,
    (api) => api.safr.calls[':id'].units.$post({ ...id, json: {} }),
  ],
  [
    'DELETE',
    `/api/safr/calls/${BAD}/units/${BAD}`,
    (api) => api.safr.calls[':id'].units[':unitId'].$delete({ param: { id: BAD, unitId: BAD } }),
  ],
  [
    'POST',
    `/api/safr/panic/${BAD}/acknowledge`,
    (api) => api.safr.panic[':id'].acknowledge.$post(id),
  ],
  ['GET', '/api/safr/search', (api) => api.safr.search.$get({ query: {} })],
  ['GET', `/api/safr/search?id=${BAD}`, (api) => api.safr.search.$get({ query: { id: BAD } })],
  ['GET', `/api/safr/patients/${BAD}`, (api) => api.safr.patients[':id'].$get(id)],
  [
    'POST',
    `/api/safr/patients/${BAD}/medical-records`,
    (api) => api.safr.patients[':id']['medical-records'].$post({ ...id, json: EMPTY }),
  ],
  [
    'POST',
    `/api/safr/patients/${BAD}/vital-status`,
    (api) => api.safr.patients[':id']['vital-status'].$post({ ...id, json: EMPTY }),
  ],
  [
    'GET',
    '/api/safr/reports/patient-care?limit=-1',
    (api) => api.safr.reports['patient-care'].$get({ query: { limit: '-1' } }),
  ],
  [
    'POST',
    '/api/safr/reports/patient-care',
    (api) => api.safr.reports['patient-care'].$post({ json: EMPTY }),
  ],
  [
    'GET',
    `/api/safr/reports/patient-care/${BAD}`,
    (api) => api.safr.reports['patient-care'][':id'].$get(id),
  ],
  [
    'GET',
    '/api/safr/reports/fire-incident?cursor=%%%',
    (api) => api.safr.reports['fire-incident'].$get({ query: { cursor: '%%%' } }),
  ],
  [
    'POST',
    '/api/safr/reports/fire-incident',
    (api) => api.safr.reports['fire-incident'].$post({ json: EMPTY }),
  ],
  [
    'GET',
    `/api/safr/reports/fire-incident/${BAD}`,
    (api) => api.safr.reports['fire-incident'][':id'].$get(id),
  ],
  [
    'GET',
    '/api/events?service=fire',
    (api) => api.events.$get({ query: { service: 'fire' as 'safr' } }),
  ],
];

describe('malformed fire/rescue input', () => {
  it.each(malformed)('%s %s answers 400 JSON', async (_method, _path, call) => {
    const res = await call(clientAs(ctx, staffMedic));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 'invalid_input' });
  });

  it('answers a body that is not JSON with 400', async () => {
    // Broken JSON text is the point: the typed client only sends JSON it has serialised.
    const res = await staffMedic.request('/api/safr/reports/patient-care', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"patientId":',
    });
    expect(res.status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { vi } from 'vitest';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from './testing/test-app';
import { officer, insertCivilian } from './testing/records';
import { renderError } from './errors';

// Raw requests on purpose: the bodies here are ones the typed client's types refuse (wrong
// shapes, unstorable text), and the routes are listed by path in tables.
//
// Text PostgreSQL cannot store, and inputs of the wrong shape, sent to every route the app
// has: each one is a 4xx in the one error shape, never a 5xx.
const NUL = 'Jo\u0000hn';
const LONE_HIGH = 'Jo\uD800hn';
const LONE_LOW = '\uDC00';

let ctx: TestContext;
let caller: TestMember;
let civilianId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  caller = await officer(ctx, 'Xbox', {
    roles: Object.values(TEST_ROLES),
  });
  civilianId = await insertCivilian(ctx, caller.discordId);
});
afterAll(async () => {
  await ctx?.close();
});

describe('text PostgreSQL cannot store', () => {
  const fields: [path: string, body: () => Record<string, unknown>, label: string][] = [
    [
      '/api/civilians',
      () => ({ firstName: NUL, lastName: 'Doe', dateOfBirth: '1990-01-01' }),
      'First name',
    ],
    [
      '/api/civilians',
      () => ({
        firstName: 'Jane',
        lastName: 'Doe',
        dateOfBirth: '1990-01-01',
        residence: LONE_LOW,
      }),
      'Residence',
    ],
    [
      '/api/civilians',
      () => ({
        firstName: 'Jane',
        lastName: 'Doe',
        dateOfBirth: '1990-01-01',
        knownAliases: [LONE_HIGH],
      }),
      'Known aliases',
    ],
    ['/api/calls', () => ({ title: 'Robbery', location: NUL, description: 'x' }), 'Location'],
    [
      '/api/bank/transfer',
      () => ({ fromAccountId: civilianId, toAccountNumber: '1', amount: 1, description: NUL }),
      'Description',
    ],
    ['/api/dm/send', () => ({ discordId: '123', message: LONE_HIGH }), 'Message'],
    [
      '/api/reports/create',
      () => ({ civilianId, type: 'warning', reason: 'Speeding', notes: NUL }),
      'Notes',
    ],
  ];

  it.each(fields)('POST %s refuses it with the field label', async (path, body, label) => {
    const res = await caller.post(path, body());
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(answer.issues.map((i) => i.message)).toContain(
      `${label} contains characters that cannot be stored.`,
    );
  });

  it.each([
    `/api/search?name=${encodeURIComponent(NUL)}`,
    `/api/search/names?q=${encodeURIComponent(NUL)}`,
    `/api/search/vehicles?q=${encodeURIComponent(NUL)}`,
  ])('GET %s is a 400', async (path) => {
    const res = await caller.get(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 'invalid_input' });
  });

  it('names a field by its label, not its key', async () => {
    const res = await caller.post('/api/civilians', {
      firstName: 'Jane',
      lastName: 'Doe',
      dateOfBirth: 42,
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error.startsWith('dateOfBirth')).toBe(false);
    expect(error).toMatch(/^Date of birth /);
  });
});

describe('numbers are numbers', () => {
  // Coercion read each of these as a number (16, 1, 0 and 16): a client's mistake stored as
  // a jail time or a pulse. Each is refused under its field, with a sentence naming it.
  const WRONG = ['0x10', true, [], '16'];

  const cases: [
    what: string,
    send: (value: unknown) => Promise<Response>,
    path: string,
    message: string,
  ][] = [
    [
      "a custom offense's jail time",
      (jailTime) =>
        caller.post('/api/reports/create', {
          civilianId,
          type: 'citation',
          offenses: [{ title: 'Loitering near the pier', fine: 50, jailTime }],
        }),
      'offenses.0.jailTime',
      'Jail time must be a number of minutes.',
    ],
    [
      "a new penal code's jail time",
      (jailTime) =>
        caller.post('/api/penal-codes', { title: 'Jaywalking on a bridge', fine: 10, jailTime }),
      'jailTime',
      'Jail time must be a number of minutes.',
    ],
    [
      "a changed penal code's jail time",
      (jailTime) => caller.put(`/api/penal-codes/${UUID}`, { jailTime }),
      'jailTime',
      'Jail time must be a number of minutes.',
    ],
    [
      'a pulse',
      (pulse) =>
        caller.post('/api/safr/reports/patient-care', {
          patientId: UUID,
          chiefComplaint: 'Chest pain',
          disposition: 'Treated on scene',
          vitals: { pulse },
        }),
      'vitals.pulse',
      'Pulse must be a number.',
    ],
    [
      'a temperature',
      (temperature) =>
        caller.post('/api/safr/reports/patient-care', {
          patientId: UUID,
          chiefComplaint: 'Chest pain',
          disposition: 'Treated on scene',
          vitals: { temperature },
        }),
      'vitals.temperature',
      'Temperature must be a number.',
    ],
    [
      "a vehicle's year",
      (year) =>
        caller.post('/api/vehicles/register', {
          civilianId,
          plate: 'NUM8ERS',
          make: 'Declasse',
          model: 'Vigero',
          year,
        }),
      'year',
      'Year must be a number.',
    ],
  ];

  it.each(cases)('%s must be a JSON number', async (_what, send, path, message) => {
    for (const value of WRONG) {
      const res = await send(value);
      expect(res.status, JSON.stringify(value)).toBe(400);
      const answer = (await res.json()) as { issues?: { path: string; message: string }[] };
      expect(answer.issues, JSON.stringify(value)).toContainEqual(
        expect.objectContaining({ path, message }),
      );
    }
  });

  it('still takes the numbers', async () => {
    const report = await caller.post('/api/reports/create', {
      civilianId,
      type: 'citation',
      offenses: [{ title: 'Loitering near the pier', fine: 50, jailTime: 16 }],
    });
    expect(report.status).toBe(201);
  });

  it.each(['0x10', '1e1', '+5', ' 5', '5.0', ''])(
    'a page size in the query is digits only: %j is refused',
    async (limit) => {
      for (const path of [
        '/api/warrants/all',
        '/api/admin/members',
        '/api/safr/reports/patient-care',
      ]) {
        const res = await caller.get(`${path}?limit=${encodeURIComponent(limit)}`);
        expect(res.status, path).toBe(400);
        expect(await res.json()).toMatchObject({
          issues: [{ path: 'limit', message: expect.stringMatching(/whole number/) }],
        });
      }
    },
  );
});

describe('PostgreSQL data errors (the safety net)', () => {
  it('answer 400 and log one line without the statement or its values', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const app = new Hono()
        .get('/', () => {
          throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
            code: '22021',
            severity: 'ERROR',
            parameters: ['secret value'],
          });
        })
        .onError(renderError);
      const res = await app.request('/');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 'invalid_input' });
      expect(error).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
      const line = warn.mock.calls[0]!.join(' ');
      expect(line).toContain('22021');
      expect(line).not.toContain('secret value');
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});

const UUID = '00000000-0000-4000-8000-000000000000';
const HUGE = 'x'.repeat(20_000);
const MONEY = [-1, 0, 1.234, 'NaN', 'Infinity', 1e308, '1e3', '', null, true, [1], { a: 1 }];
const TEXT = [NUL, LONE_HIGH, LONE_LOW, HUGE, 42, false, null, [], {}, ['a', NUL]];
const FIELDS = [
  'amount',
  'firstName',
  'lastName',
  'dateOfBirth',
  'description',
  'title',
  'location',
  'message',
  'reason',
  'notes',
  'name',
  'plate',
  'civilianId',
  'accountId',
  'toAccountNumber',
  'status',
  'type',
  'offenses',
  'fineAmount',
  'discordId',
];

/** Bodies built from the fields most routes read, each field holding one hostile value. */
function hostileBodies(): unknown[] {
  const bodies: unknown[] = [[], 'text', 42, null];
  for (const value of TEXT) bodies.push(Object.fromEntries(FIELDS.map((f) => [f, value])));
  for (const amount of MONEY) {
    bodies.push({ amount, fineAmount: amount, accountId: UUID, civilianId, toAccountNumber: '1' });
  }
  return bodies;
}

function concrete(path: string, segment: string): string {
  return path.replace(/:[A-Za-z]+/g, segment);
}

describe('fuzz over every route', () => {
  const apiRoutes = () =>
    ctx.app.routes.filter(
      (r) =>
        r.method !== 'ALL' &&
        (r.path.startsWith('/api/') || r.path.startsWith('/auth/')) &&
        // The event stream never ends; its query is checked in its own tests.
        !r.path.startsWith('/api/events') &&
        !r.path.endsWith('/events'),
    );

  it('covers the app’s routes', () => {
    expect(apiRoutes().length).toBeGreaterThan(80);
  });

  it(
    'answers hostile bodies, segments and queries without a 5xx',
    { timeout: 600_000 },
    async () => {
      const failures: string[] = [];
      const seen = new Set<string>();
      for (const route of apiRoutes()) {
        const key = `${route.method} ${route.path}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const attempts: { path: string; body?: unknown }[] = [];
        for (const segment of [UUID, '%00', '%ED%A0%80', 'x'.repeat(300), '-1']) {
          attempts.push({ path: concrete(route.path, segment) });
        }
        const path = concrete(route.path, UUID);
        // A lone surrogate cannot be percent-encoded as UTF-8; its CESU bytes stand in.
        for (const v of ['Jo%00hn', '%ED%A0%80', HUGE.slice(0, 5000), '-1', 'NaN']) {
          attempts.push({
            path: `${path}?q=${v}&limit=${v}&cursor=${v}&status=${v}&name=${v}&from=${v}`,
          });
        }
        if (route.method !== 'GET') {
          for (const body of hostileBodies()) attempts.push({ path, body });
        }
        for (const attempt of attempts) {
          const res = await caller.request(attempt.path, {
            method: route.method,
            headers: { 'content-type': 'application/json' },
            ...(attempt.body !== undefined ? { body: JSON.stringify(attempt.body) } : {}),
          });
          if (res.status >= 500) {
            failures.push(
              `${route.method} ${attempt.path.slice(0, 120)} ${JSON.stringify(attempt.body)?.slice(0, 120)} → ${res.status}`,
            );
          }
          await res.body?.cancel();
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

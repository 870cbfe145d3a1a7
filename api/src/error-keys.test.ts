import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES } from '@tenfour/db/browser';
import { RateLimitedError } from './errors';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from './testing/test-app';

// Every error names its message's key and parameters beside the English, and so does each
// field issue, so the web can say it in the reader's language (docs/api.md, "Errors").
let ctx: TestContext;
let member: TestMember;
let admin: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await ctx.member();
  admin = await ctx.member([TEST_ROLES.admin]);
});
afterAll(async () => {
  await ctx?.close();
});

interface ErrorJson {
  success: false;
  error: string;
  message: string;
  code: string;
  key: string;
  params: Record<string, string | number>;
  issues?: { path: string; message: string; key: string; params: Record<string, unknown> }[];
}
const body = async (res: Response) => (await res.json()) as ErrorJson;

async function civilianWithAccount(owner: TestMember) {
  const created = await owner.post('/api/civilians', {
    firstName: 'Keya',
    lastName: 'Keys',
    dateOfBirth: '1990-02-03',
  });
  expect(created.status).toBe(201);
  const { civilian } = (await created.json()) as { civilian: { _id: string } };
  const listed = await owner.get(`/api/bank/accounts/${civilian._id}`);
  const { accounts } = (await listed.json()) as { accounts: { _id: string }[] };
  return { civilianId: civilian._id, accountId: accounts[0]!._id };
}

describe('field errors', () => {
  it('name a choice and its options', async () => {
    const res = await admin.get('/api/bank/requests?status=bogus');
    expect(res.status).toBe(400);
    const json = await body(res);
    const options = 'pending, approved, rejected, all';
    expect(json).toMatchObject({
      code: 'invalid_input',
      key: 'validation.oneOf',
      params: { options },
      issues: [{ path: 'status', key: 'validation.oneOf', params: { options } }],
    });
  });

  it('name a length limit and a minimum, keeping the English message', async () => {
    const long = await member.post('/api/civilians', {
      firstName: 'x'.repeat(41),
      lastName: 'Long',
      dateOfBirth: '1990-02-03',
    });
    expect(long.status).toBe(400);
    const json = await body(long);
    expect(json.message).toBe('First name must be at most 40 characters.');
    expect(json.issues).toEqual([
      {
        path: 'firstName',
        message: 'First name must be at most 40 characters.',
        key: 'validation.tooLong',
        params: { max: 40 },
      },
    ]);
    expect(formatMessage(MESSAGES.de['validation.tooLong'], json.issues![0]!.params as never)).toBe(
      'Verwende höchstens 40 Zeichen.',
    );

    const small = await body(await admin.get('/api/admin/members?limit=0'));
    expect(small.issues).toMatchObject([
      { path: 'limit', key: 'validation.tooSmall', params: { min: 1 } },
    ]);
  });

  it('tell a missing field from a wrong one', async () => {
    const json = await body(await member.post('/api/civilians', { lastName: 'Nameless' }));
    expect(json.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'firstName', key: 'validation.required' }),
      ]),
    );
  });
});

describe('domain errors', () => {
  it('name the refusal and its values, on the error and its field', async () => {
    const { accountId } = await civilianWithAccount(member);
    const res = await member.post('/api/bank/transfer', {
      fromAccountId: accountId,
      toAccountNumber: '999999999999',
      amount: 1,
    });
    expect(res.status).toBe(404);
    const json = await body(res);
    const ref = { key: 'bank.noSuchAccount', params: { accountNumber: '999999999999' } };
    expect(json).toMatchObject({
      message: 'No account with number 999999999999 exists. Check the number and try again.',
      code: 'not_found',
      ...ref,
      issues: [{ path: 'toAccountNumber', ...ref }],
    });
    expect(formatMessage(MESSAGES.es[json.key as keyof typeof MESSAGES.es], json.params)).toBe(
      'No existe ninguna cuenta con el número 999999999999. Revisa el número e inténtalo de nuevo.',
    );
  });

  it('name a refusal with no values', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const json = await body(await member.delete(`/api/civilians/${id}`));
    expect(json).toMatchObject({ code: 'not_found', key: 'civilians.notFound', params: {} });
  });
});

describe('each feature names its refusals', () => {
  it('civilians: a birth date in the future, on its field', async () => {
    const res = await member.post('/api/civilians', {
      firstName: 'Future',
      lastName: 'Born',
      dateOfBirth: '2999-01-01',
    });
    expect(res.status).toBe(400);
    const message = 'Date of birth cannot be in the future.';
    expect(await body(res)).toMatchObject({
      message: `dateOfBirth: ${message}`,
      code: 'invalid_input',
      key: 'civilians.birthDateFuture',
      params: {},
      issues: [{ path: 'dateOfBirth', message, key: 'civilians.birthDateFuture', params: {} }],
    });
  });

  it('bank: an amount with too many decimals, a blank account name, an amount over the maximum', async () => {
    const { accountId } = await civilianWithAccount(member);
    const decimals = await body(
      await member.post('/api/bank/deposit', { accountId, amount: '1.234' }),
    );
    expect(decimals).toMatchObject({
      message: 'Amount can have at most 2 decimals.',
      key: 'bank.amountDecimals',
      issues: [{ path: 'amount', key: 'bank.amountDecimals', params: {} }],
    });

    const blank = await body(await member.post('/api/bank/rename', { accountId, newName: '  ' }));
    expect(blank).toMatchObject({
      message: 'Please provide a new account name.',
      key: 'bank.newNameRequired',
      issues: [{ path: 'newName', key: 'bank.newNameRequired', params: {} }],
    });

    const tooMuch = await member.post('/api/bank/withdraw', { accountId, amount: 99_999_999 });
    const over = { key: 'bank.amountTooLarge', params: { max: '$1,000,000.00' } };
    expect(await body(tooMuch)).toMatchObject({
      message: 'Amount cannot exceed $1,000,000.00.',
      ...over,
      issues: [{ path: 'amount', ...over }],
    });
  });

  it('staff: an end that is no date, suspending oneself, and the suspended member told why', async () => {
    const notIso = await body(
      await admin.post(`/api/admin/members/${member.discordId}/suspend`, {
        reason: 'Testing',
        endsAt: 'next tuesday',
      }),
    );
    expect(notIso).toMatchObject({
      message: 'The end must be an ISO date and time, like 2026-06-05T14:00:00Z.',
      key: 'staff.endNotIso',
      issues: [{ path: 'endsAt', key: 'staff.endNotIso', params: {} }],
    });

    const self = await admin.post(`/api/admin/members/${admin.discordId}/suspend`, {
      reason: 'Testing',
    });
    expect(self.status).toBe(403);
    expect(await body(self)).toMatchObject({
      message: 'You cannot suspend yourself.',
      key: 'staff.cannotSuspendSelf',
      params: {},
    });

    const target = await ctx.member();
    const suspended = await admin.post(`/api/admin/members/${target.discordId}/suspend`, {
      reason: 'Metagaming',
    });
    expect(suspended.status).toBe(201);
    const refused = await target.get('/api/civilians');
    expect(refused.status).toBe(401);
    const json = await body(refused);
    expect(json).toMatchObject({
      message: 'Your access is suspended until staff lift it. Reason: Metagaming',
      code: 'suspended',
      key: 'staff.suspendedUntilLifted',
      params: { reason: 'Metagaming' },
    });
    expect(formatMessage(MESSAGES.de[json.key as keyof typeof MESSAGES.de], json.params)).toBe(
      'Dein Zugang ist gesperrt, bis das Team die Sperre aufhebt. Grund: Metagaming',
    );
  });
});

describe('refused callers', () => {
  it('401, 403 and 404 carry their keys', async () => {
    const signedOut = await ctx.request('/api/civilians', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ firstName: 'No', lastName: 'Session', dateOfBirth: '1990-01-01' }),
    });
    expect(signedOut.status).toBe(401);
    expect(await body(signedOut)).toEqual({
      success: false,
      error: 'You must be signed in.',
      message: 'You must be signed in.',
      code: 'unauthenticated',
      key: 'error.unauthenticated',
      params: {},
      requestId: expect.any(String),
    });

    const id = '00000000-0000-4000-8000-000000000000';
    const refused = await member.post(`/api/bank/requests/${id}/reject`, {});
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({
      message: 'This requires the community staff (admin) role.',
      code: 'forbidden',
      key: 'auth.requiresAdmin',
      params: {},
    });

    const missing = await member.get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(await body(missing)).toMatchObject({
      message: 'No such API route.',
      key: 'error.noSuchRoute',
      params: {},
    });
  });
});

describe('rate limits', () => {
  it('name when to try again', () => {
    const err = new RateLimitedError(
      'You are making changes too quickly. Try again in 7 seconds.',
      7,
    );
    expect(err.message).toBe('You are making changes too quickly. Try again in 7 seconds.');
    expect({ key: err.key, params: err.params }).toEqual({
      key: 'error.rateLimited',
      params: { seconds: 7 },
    });
    expect(formatMessage(MESSAGES.de[err.key], err.params)).toBe(
      'Zu viele Anfragen. Warte 7 Sekunden und versuche es noch einmal.',
    );
  });
});

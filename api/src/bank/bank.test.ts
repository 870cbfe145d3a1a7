import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBank, transferFunds } from '@tenfour/db/bank';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { parseResponse } from 'hono/client';
import { clientAs, errorBody } from '../testing/client';
import { accountsOf, checkingOf, insertCivilian } from '../testing/bank';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** A member with one civilian, provisioned, and that civilian's checking account. */
async function banker(name = 'Jamie') {
  const member = await ctx.member();
  const civilianId = await insertCivilian(ctx.db, member, name, 'Rivera');
  const checking = await checkingOf(member, civilianId);
  return { member, civilianId, checking };
}

async function balances(member: TestMember, civilianId: string) {
  const view = await accountsOf(member, civilianId);
  return {
    wallet: view.wallet.balance,
    accounts: Object.fromEntries(view.accounts.map((a) => [a._id, a.balance])),
  };
}

type LedgerQuery = { accountId?: string; limit?: string; cursor?: string };

const ledger = (member: TestMember, civilianId: string, query: LedgerQuery = {}) =>
  clientAs(ctx, member).bank.transactions.byCivilian[':civilianId'].$get({
    param: { civilianId },
    query,
  });

async function transactionsOf(member: TestMember, civilianId: string, query: LedgerQuery = {}) {
  const res = await ledger(member, civilianId, query);
  expect(res.status).toBe(200);
  return (await res.json()).transactions;
}

describe('signed-out callers', () => {
  it('get 401 from every bank and wallet route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    // Every route in one loop, with no body: the paths are data here rather than client calls.
    for (const [path, method] of [
      [`/api/bank/accounts/${id}`, 'GET'],
      [`/api/bank/transactions/byCivilian/${id}`, 'GET'],
      ['/api/bank/deposit', 'POST'],
      ['/api/bank/transfer', 'POST'],
      ['/api/bank/requests', 'GET'],
      ['/api/wallet/123', 'GET'],
    ] as const) {
      const res = await ctx.request(path, { method });
      expect(res.status, path).toBe(401);
    }
  });
});

describe('first bank visit', () => {
  it('pays the starting money once per member, so new civilians cannot mint money', async () => {
    const member = await ctx.member();
    const first = await insertCivilian(ctx.db, member, 'First');
    expect((await accountsOf(member, first)).wallet.balance).toBe(500);
    const firstChecking = await checkingOf(member, first);
    // Even once the first civilian is emptied and deleted, the grant stays used.
    await clientAs(ctx, member).bank.deposit.$post({
      json: { accountId: firstChecking._id, amount: 500 },
    });
    const keeper = await insertCivilian(ctx.db, member, 'Keeper');
    const keeperChecking = await checkingOf(member, keeper);
    expect(keeperChecking.balance).toBe(0);
    const moved = await clientAs(ctx, member).bank.transfer.$post({
      json: {
        fromAccountId: firstChecking._id,
        toAccountNumber: keeperChecking.accountNumber,
        amount: 3000,
      },
    });
    expect(moved.status).toBe(200);
    expect(
      (await clientAs(ctx, member).civilians[':id'].$delete({ param: { id: first } })).status,
    ).toBe(200);
    const next = await insertCivilian(ctx.db, member, 'Next');
    const view = await accountsOf(member, next);
    expect(view.wallet.balance).toBe(0);
    expect(view.accounts.map((a) => a.balance)).toEqual([0]);
    // Another member still gets their own starting money.
    const other = await ctx.member();
    expect(
      (await accountsOf(other, await insertCivilian(ctx.db, other, 'Other'))).wallet.balance,
    ).toBe(500);
  });

  it('opens the wallet and a Checking account with the configured starting money, once', async () => {
    const member = await ctx.member();
    const civilianId = await insertCivilian(ctx.db, member, 'Avery', 'Stone');
    const [a, b, c] = await Promise.all([
      accountsOf(member, civilianId),
      accountsOf(member, civilianId),
      accountsOf(member, civilianId),
    ]);
    for (const view of [a, b, c]) {
      expect(view.civilian).toEqual({ _id: civilianId, firstName: 'Avery', lastName: 'Stone' });
      expect(view.wallet.balance).toBe(500);
      expect(view.accounts).toHaveLength(1);
    }
    const checking = a.accounts[0]!;
    expect(checking).toMatchObject({
      name: 'Checking',
      accountType: 'Checking',
      type: 'Checking',
      balance: 2500,
    });
    expect(checking.accountNumber).toMatch(/^[1-9]\d{9}$/);
    expect(checking.number).toBe(checking.accountNumber);

    const ledger = await transactionsOf(member, civilianId);
    expect(ledger.map((t) => [t.type, t.description, t.amount, t.accountId]).sort()).toEqual(
      [
        ['opening', 'Opening balance', 2500, checking._id],
        ['opening', 'Opening balance', 500, null],
      ].sort(),
    );
  });

  it('uses BANK_STARTING_WALLET and BANK_STARTING_CHECKING', async () => {
    const other = await createTestContext({
      env: { BANK_STARTING_WALLET: '12.34', BANK_STARTING_CHECKING: '0' },
    });
    try {
      const member = await other.member();
      const civilianId = await insertCivilian(other.db, member);
      const view = await accountsOf(member, civilianId);
      expect(view.wallet.balance).toBe(12.34);
      expect(view.accounts.map((a) => a.balance)).toEqual([0]);
    } finally {
      await other.close();
    }
  });
});

describe('ownership', () => {
  it("answers 404 for another member's civilian and accounts, 400 for malformed ids", async () => {
    const owner = await banker('Owner');
    const stranger = await ctx.member();
    const notFound = async (res: { status: number; json(): Promise<unknown> }, message: string) => {
      expect(res.status).toBe(404);
      expect((await errorBody(res)).error).toBe(message);
    };
    await notFound(
      await clientAs(ctx, stranger).bank.accounts[':civilianId'].$get({
        param: { civilianId: owner.civilianId },
      }),
      'Civilian not found.',
    );
    await notFound(
      await clientAs(ctx, stranger).bank.transactions.byCivilian[':civilianId'].$get({
        param: { civilianId: owner.civilianId },
        query: {},
      }),
      'Civilian not found.',
    );
    await notFound(
      await clientAs(ctx, stranger).bank.create.$post({
        json: {
          civilianId: owner.civilianId,
          accountType: 'Savings',
        },
      }),
      'Civilian not found.',
    );
    for (const route of ['deposit', 'withdraw'] as const) {
      await notFound(
        await clientAs(ctx, stranger).bank[route].$post({
          json: { accountId: owner.checking._id, amount: 1 },
        }),
        'Account not found.',
      );
    }
    await notFound(
      await clientAs(ctx, stranger).bank.transfer.$post({
        json: {
          fromAccountId: owner.checking._id,
          toAccountNumber: owner.checking.accountNumber,
          amount: 1,
        },
      }),
      'Account not found.',
    );
    await notFound(
      await clientAs(ctx, stranger).bank.rename.$post({
        json: { accountId: owner.checking._id, newName: 'Mine' },
      }),
      'Account not found.',
    );
    const bad = await clientAs(ctx, stranger).bank.accounts[':civilianId'].$get({
      param: { civilianId: 'not-a-uuid' },
    });
    expect(bad.status).toBe(400);
    expect((await balances(owner.member, owner.civilianId)).accounts[owner.checking._id]).toBe(
      2500,
    );
  });
});

describe('deposit and withdraw', () => {
  it('moves cash from the wallet into the account and writes both ledger rows', async () => {
    const { member, civilianId, checking } = await banker();
    const res = await clientAs(ctx, member).bank.deposit.$post({
      json: {
        accountId: checking._id,
        amount: 100.5,
        description: '  Paycheck  ',
      },
    });
    expect(res.status).toBe(200);
    const body = await parseResponse(res);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Deposit of $100.50 submitted.');
    // The amount's cents travel beside its English text, for readers of other languages.
    expect(body).toMatchObject({
      messageKey: 'bank.done.deposited',
      messageParams: { amount: '$100.50', amountCents: 10_050 },
    });
    expect(body.transaction).toMatchObject({
      accountId: checking._id,
      type: 'deposit',
      description: 'Paycheck',
      amount: 100.5,
    });
    expect(body.account.balance).toBe(2600.5);
    expect(body.wallet.balance).toBe(399.5);
    expect(await balances(member, civilianId)).toEqual({
      wallet: 399.5,
      accounts: { [checking._id]: 2600.5 },
    });
    const wallet = await transactionsOf(member, civilianId, { accountId: 'wallet' });
    expect(wallet[0]).toMatchObject({ type: 'deposit', amount: -100.5, accountId: null });
  });

  it('refuses a deposit larger than the wallet with the documented message and moves nothing', async () => {
    const { member, civilianId, checking } = await banker();
    const res = await clientAs(ctx, member).bank.deposit.$post({
      json: { accountId: checking._id, amount: 500.01 },
    });
    expect(res.status).toBe(422);
    expect((await errorBody(res)).error).toBe('You do not have enough cash in your wallet.');
    expect(await balances(member, civilianId)).toEqual({
      wallet: 500,
      accounts: { [checking._id]: 2500 },
    });
  });

  it('withdraws to the wallet, and refuses more than the account holds', async () => {
    const { member, civilianId, checking } = await banker();
    const ok = await clientAs(ctx, member).bank.withdraw.$post({
      json: { accountId: checking._id, amount: '2000' },
    });
    expect(ok.status).toBe(200);
    const body = await parseResponse(ok);
    expect(body.message).toBe('Withdrawal of $2,000.00 submitted.');
    expect(body.transaction).toMatchObject({ type: 'withdrawal', amount: -2000 });
    const tooMuch = await clientAs(ctx, member).bank.withdraw.$post({
      json: {
        accountId: checking._id,
        amount: 500.01,
      },
    });
    expect(tooMuch.status).toBe(422);
    expect((await errorBody(tooMuch)).error).toBe('Insufficient funds in selected account.');
    expect(await balances(member, civilianId)).toEqual({
      wallet: 2500,
      accounts: { [checking._id]: 500 },
    });
  });

  it('takes dollars with at most 2 decimals, positive, finite and under the maximum', async () => {
    const { member, civilianId, checking } = await banker();
    const bad: unknown[] = [
      0,
      '0',
      '0.00',
      -5,
      '-5',
      1.234,
      '1.234',
      'NaN',
      'Infinity',
      '1e3',
      'abc',
      '',
      null,
      true,
      1_000_000.01,
      '99999999999999999999',
    ];
    for (const amount of bad) {
      // Values the client's types refuse, sent raw on purpose.
      const res = await member.post('/api/bank/withdraw', { accountId: checking._id, amount });
      expect(res.status, JSON.stringify(amount)).toBe(400);
      const error = await errorBody(res);
      expect(error.success).toBe(false);
      expect(error.issues?.[0]?.path, JSON.stringify(amount)).toBe('amount');
    }
    const missing = await member.post('/api/bank/withdraw', { accountId: checking._id });
    expect(missing.status).toBe(400);
    // Not JSON at all: a raw body on purpose.
    const nan = await member.request('/api/bank/withdraw', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"accountId":"${checking._id}","amount":NaN}`,
    });
    expect(nan.status).toBe(400);
    expect((await balances(member, civilianId)).accounts[checking._id]).toBe(2500);

    // The maximum itself is a valid amount (here refused only for lack of funds).
    const max = await clientAs(ctx, member).bank.withdraw.$post({
      json: {
        accountId: checking._id,
        amount: 1_000_000,
      },
    });
    expect(max.status).toBe(422);
    const cent = await clientAs(ctx, member).bank.withdraw.$post({
      json: { accountId: checking._id, amount: 0.01 },
    });
    expect(cent.status).toBe(200);
    const text = await clientAs(ctx, member).bank.withdraw.$post({
      json: {
        accountId: checking._id,
        amount: ' 19.9 ',
      },
    });
    expect(text.status).toBe(200);
    expect((await balances(member, civilianId)).accounts[checking._id]).toBe(2480.09);
  });
});

describe('transfer', () => {
  it("sends money to another member's account by number, with signed ledger rows on both sides", async () => {
    const alice = await banker('Alice');
    const bob = await banker('Bob');
    const res = await clientAs(ctx, alice.member).bank.transfer.$post({
      json: {
        fromAccountId: alice.checking._id,
        toAccountNumber: ` ${bob.checking.accountNumber} `,
        amount: 250.25,
        description: 'Rent',
      },
    });
    expect(res.status).toBe(200);
    const body = await parseResponse(res);
    expect(body.message).toBe('Transfer completed successfully.');
    expect(body.transaction).toMatchObject({
      accountId: alice.checking._id,
      type: 'transfer_out',
      description: 'Rent',
      amount: -250.25,
    });
    expect(body.fromAccount.balance).toBe(2249.75);
    expect((await balances(bob.member, bob.civilianId)).accounts[bob.checking._id]).toBe(2750.25);
    const [incoming] = await transactionsOf(bob.member, bob.civilianId, {
      accountId: bob.checking._id,
      limit: '1',
    });
    expect(incoming).toMatchObject({ type: 'transfer_in', amount: 250.25, description: 'Rent' });
  });

  it('explains an unknown account number (404), the same account (400) and missing funds (422)', async () => {
    const alice = await banker('Alice');
    const unknown = await clientAs(ctx, alice.member).bank.transfer.$post({
      json: {
        fromAccountId: alice.checking._id,
        toAccountNumber: '0000000000',
        amount: 5,
      },
    });
    expect(unknown.status).toBe(404);
    expect((await errorBody(unknown)).error).toBe(
      'No account with number 0000000000 exists. Check the number and try again.',
    );
    const same = await clientAs(ctx, alice.member).bank.transfer.$post({
      json: {
        fromAccountId: alice.checking._id,
        toAccountNumber: alice.checking.accountNumber,
        amount: 5,
      },
    });
    expect(same.status).toBe(400);
    expect((await errorBody(same)).error).toBe('You cannot transfer money to the same account.');
    const bob = await banker('Bob');
    const broke = await clientAs(ctx, alice.member).bank.transfer.$post({
      json: {
        fromAccountId: alice.checking._id,
        toAccountNumber: bob.checking.accountNumber,
        amount: 2500.01,
      },
    });
    expect(broke.status).toBe(422);
    expect((await errorBody(broke)).error).toBe('Insufficient funds in selected account.');
    const noSource = await clientAs(ctx, alice.member).bank.transfer.$post({
      json: {
        fromAccountId: '',
        toAccountNumber: bob.checking.accountNumber,
        amount: 5,
      },
    });
    expect(noSource.status).toBe(400);
    expect((await errorBody(noSource)).issues?.[0]?.message).toBe(
      'Please select a source account.',
    );
    expect((await balances(alice.member, alice.civilianId)).accounts[alice.checking._id]).toBe(
      2500,
    );
    expect((await balances(bob.member, bob.civilianId)).accounts[bob.checking._id]).toBe(2500);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for a retried deposit and moves the money once', async () => {
    const { member, civilianId, checking } = await banker();
    const send = () =>
      clientAs(ctx, member).bank.deposit.$post(
        { json: { accountId: checking._id, amount: 40 } },
        { headers: { 'Idempotency-Key': 'deposit-1' } },
      );
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await balances(member, civilianId)).toEqual({
      wallet: 460,
      accounts: { [checking._id]: 2540 },
    });
  });

  it('replays transfers, refuses the key for a different request, and scopes keys per member', async () => {
    const alice = await banker('Alice');
    const bob = await banker('Bob');
    const transfer = (m: TestMember, from: string, to: string, amount: number) =>
      clientAs(ctx, m).bank.transfer.$post(
        { json: { fromAccountId: from, toAccountNumber: to, amount } },
        { headers: { 'Idempotency-Key': 'same-key' } },
      );
    const results = await Promise.all([
      transfer(alice.member, alice.checking._id, bob.checking.accountNumber, 100),
      transfer(alice.member, alice.checking._id, bob.checking.accountNumber, 100),
      transfer(alice.member, alice.checking._id, bob.checking.accountNumber, 100),
    ]);
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect((await balances(bob.member, bob.civilianId)).accounts[bob.checking._id]).toBe(2600);

    const different = await transfer(
      alice.member,
      alice.checking._id,
      bob.checking.accountNumber,
      101,
    );
    expect(different.status).toBe(409);
    // Bob's own 'same-key' is his, not Alice's.
    const bobs = await transfer(bob.member, bob.checking._id, alice.checking.accountNumber, 1);
    expect(bobs.status).toBe(200);
    expect(bobs.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await balances(alice.member, alice.civilianId)).accounts[alice.checking._id]).toBe(
      2401,
    );
  });

  it("refuses to run a transfer inside a caller's transaction, which a used key would abort", async () => {
    const alice = await banker('Alina');
    const bob = await banker('Boris');
    const inTransaction = ctx.db.transaction().execute((trx) =>
      transferFunds(trx, {
        discordId: alice.member.discordId,
        fromAccountId: alice.checking._id,
        toAccountNumber: bob.checking.accountNumber,
        amountCents: 100,
        idempotencyKey: 'in-a-transaction',
        now: new Date(),
      }),
    );
    await expect(inTransaction).rejects.toThrow('not in a transaction');
    expect((await balances(bob.member, bob.civilianId)).accounts[bob.checking._id]).toBe(2500);
  });

  it('does not remember failures: a retry after insufficient funds runs again', async () => {
    const { member, civilianId, checking } = await banker();
    const send = () =>
      clientAs(ctx, member).bank.withdraw.$post(
        { json: { accountId: checking._id, amount: 3000 } },
        { headers: { 'Idempotency-Key': 'big-withdrawal' } },
      );
    expect((await send()).status).toBe(422);
    await clientAs(ctx, member).bank.deposit.$post({
      json: { accountId: checking._id, amount: 500 },
    });
    expect((await send()).status).toBe(200);
    expect(await balances(member, civilianId)).toEqual({
      wallet: 3000,
      accounts: { [checking._id]: 0 },
    });
  });

  it('does not remember a refused transfer, and pairs the two sides of a transfer', async () => {
    const alice = await banker('Alice');
    const bob = await banker('Bob');
    const send = () =>
      clientAs(ctx, alice.member).bank.transfer.$post(
        {
          json: {
            fromAccountId: alice.checking._id,
            toAccountNumber: bob.checking.accountNumber,
            amount: 2600,
          },
        },
        { headers: { 'Idempotency-Key': 'rent-day' } },
      );
    expect((await send()).status).toBe(422);
    await clientAs(ctx, alice.member).bank.deposit.$post({
      json: { accountId: alice.checking._id, amount: 100 },
    });
    const ok = await send();
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Idempotent-Replayed')).toBeNull();
    const again = await send();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await ok.json());

    const rows = await ctx.db
      .selectFrom('bank_ledger')
      .select(['account_id', 'amount_cents', 'transfer_id', 'counterparty_account_number'])
      .where('type', 'in', ['transfer_in', 'transfer_out'])
      .where('account_id', 'in', [alice.checking._id, bob.checking._id])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      account_id: alice.checking._id,
      amount_cents: -260_000,
      counterparty_account_number: bob.checking.accountNumber,
    });
    expect(rows[1]).toMatchObject({
      account_id: bob.checking._id,
      amount_cents: 260_000,
      counterparty_account_number: alice.checking.accountNumber,
    });
    expect(rows[0]!.transfer_id).toBeTruthy();
    expect(rows[1]!.transfer_id).toBe(rows[0]!.transfer_id);
    expect((await balances(alice.member, alice.civilianId)).accounts[alice.checking._id]).toBe(0);
  });

  it('refuses a malformed key', async () => {
    const { member, checking } = await banker();
    const res = await clientAs(ctx, member).bank.deposit.$post(
      { json: { accountId: checking._id, amount: 1 } },
      { headers: { 'Idempotency-Key': 'x'.repeat(129) } },
    );
    expect(res.status).toBe(400);
  });
});

describe('rename', () => {
  it('trims the new name and requires one', async () => {
    const { member, civilianId, checking } = await banker();
    const res = await clientAs(ctx, member).bank.rename.$post({
      json: {
        accountId: checking._id,
        newName: '  Daily spending ',
      },
    });
    expect(res.status).toBe(200);
    const body = await parseResponse(res);
    expect(body.message).toBe('Account renamed successfully.');
    expect(body.account).toMatchObject({ name: 'Daily spending', accountType: 'Checking' });
    const blank = await clientAs(ctx, member).bank.rename.$post({
      json: { accountId: checking._id, newName: '  ' },
    });
    expect(blank.status).toBe(400);
    expect((await errorBody(blank)).issues?.[0]?.message).toBe(
      'Please provide a new account name.',
    );
    expect((await accountsOf(member, civilianId)).accounts[0]?.name).toBe('Daily spending');
  });
});

describe('opening accounts', () => {
  it('opens a personal type the civilian lacks at once, whatever needsApproval the client sends', async () => {
    const { member, civilianId } = await banker();
    const res = await clientAs(ctx, member).bank.create.$post({
      json: {
        civilianId,
        accountType: 'Savings',
        needsApproval: true,
      },
    });
    expect(res.status).toBe(201);
    const body = await parseResponse(res);
    expect(body.needsApproval).toBe(false);
    if (body.needsApproval) throw new Error('the account opens at once');
    expect(body.account).toMatchObject({ name: 'Savings', accountType: 'Savings', balance: 0 });
    const view = await accountsOf(member, civilianId);
    expect(view.accounts.map((a) => a.accountType)).toEqual(['Checking', 'Savings']);
  });

  it('turns a repeat type or a business account into a pending request that needs a reason', async () => {
    const { member, civilianId } = await banker();
    for (const accountType of ['Checking', 'Business Checking'] as const) {
      const noReason = await clientAs(ctx, member).bank.create.$post({
        json: {
          civilianId,
          accountType,
          needsApproval: false,
        },
      });
      expect(noReason.status).toBe(400);
      expect((await errorBody(noReason)).error).toBe('Please provide a reason for approval.');
      const res = await clientAs(ctx, member).bank.create.$post({
        json: {
          civilianId,
          accountType,
          reason: 'Opening a body shop',
          needsApproval: false,
        },
      });
      expect(res.status).toBe(202);
      const body = await parseResponse(res);
      expect(body).toMatchObject({
        needsApproval: true,
        message: 'Account request submitted.',
        request: { status: 'pending' },
      });
    }
    const again = await clientAs(ctx, member).bank.create.$post({
      json: {
        civilianId,
        accountType: 'Business Checking',
        reason: 'Again',
      },
    });
    expect(again.status).toBe(409);
    const view = await accountsOf(member, civilianId);
    expect(view.accounts).toHaveLength(1);
    expect(view.pendingRequests.map((r) => [r.accountType, r.status, r.reason])).toEqual([
      ['Checking', 'pending', 'Opening a body shop'],
      ['Business Checking', 'pending', 'Opening a body shop'],
    ]);
  });

  it('refuses an account type outside the documented list', async () => {
    const { member, civilianId } = await banker();
    // A type the client's types refuse, sent raw on purpose.
    const res = await member.post('/api/bank/create', { civilianId, accountType: 'Offshore' });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).issues?.[0]?.message).toBe('Please select an account type.');
  });
});

describe('staff account requests', () => {
  it('lets only admins list, approve and reject; approval opens the account', async () => {
    const { member, civilianId } = await banker('Morgan');
    const request = async (accountType: 'Business Checking' | 'Business Savings') => {
      const res = await clientAs(ctx, member).bank.create.$post({
        json: {
          civilianId,
          accountType,
          reason: 'Tow company',
        },
      });
      const body = await parseResponse(res);
      if (!body.needsApproval) throw new Error('a business account waits for approval');
      return body.request._id;
    };
    const businessId = await request('Business Checking');
    const savingsId = await request('Business Savings');

    const civilian = await ctx.member([TEST_ROLES.publicSafety]);
    expect((await clientAs(ctx, civilian).bank.requests.$get({ query: {} })).status).toBe(403);
    expect(
      (
        await clientAs(ctx, civilian).bank.requests[':id'].approve.$post({
          param: { id: businessId },
          json: {},
        })
      ).status,
    ).toBe(403);

    const staff = await ctx.member([TEST_ROLES.admin]);
    const list = await parseResponse(await clientAs(ctx, staff).bank.requests.$get({ query: {} }));
    const mine = list.requests.filter((r) => r._id === businessId || r._id === savingsId);
    expect(mine.map((r) => [r.accountType, r.civilian.firstName])).toEqual([
      ['Business Checking', 'Morgan'],
      ['Business Savings', 'Morgan'],
    ]);

    const approved = await clientAs(ctx, staff).bank.requests[':id'].approve.$post({
      param: { id: businessId },
      json: {},
    });
    expect(approved.status).toBe(200);
    const approvedBody = await parseResponse(approved);
    expect(approvedBody.request.status).toBe('approved');
    expect(approvedBody.account).toMatchObject({ accountType: 'Business Checking', balance: 0 });
    expect(
      (
        await clientAs(ctx, staff).bank.requests[':id'].approve.$post({
          param: { id: businessId },
          json: {},
        })
      ).status,
    ).toBe(409);

    const rejected = await clientAs(ctx, staff).bank.requests[':id'].reject.$post({
      param: { id: savingsId },
      json: {
        note: 'Not a real business',
      },
    });
    expect(rejected.status).toBe(200);
    expect((await parseResponse(rejected)).request.status).toBe('rejected');
    expect(
      (
        await clientAs(ctx, staff).bank.requests[':id'].approve.$post({
          param: { id: savingsId },
          json: {},
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await clientAs(ctx, staff).bank.requests[':id'].approve.$post({
          param: { id: '00000000-0000-4000-8000-000000000000' },
          json: {},
        })
      ).status,
    ).toBe(404);

    const view = await accountsOf(member, civilianId);
    expect(view.accounts.map((a) => a.accountType)).toEqual(['Checking', 'Business Checking']);
    expect(view.pendingRequests).toEqual([]);
    const pending = await parseResponse(
      await clientAs(ctx, staff).bank.requests.$get({ query: {} }),
    );
    expect(pending.requests.map((r) => r._id)).not.toContain(businessId);
  });
});

describe('wallet', () => {
  it("answers the member's own wallet per civilian, or the sum; others only to staff", async () => {
    const member = await ctx.member();
    const first = await insertCivilian(ctx.db, member, 'One');
    const second = await insertCivilian(ctx.db, member, 'Two');
    const checking = await checkingOf(member, first);
    await clientAs(ctx, member).bank.deposit.$post({
      json: { accountId: checking._id, amount: 75 },
    });

    const one = await clientAs(ctx, member).wallet[':discordId'].$get({
      param: { discordId: member.discordId },
      query: { civilian: first },
    });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ wallet: { balance: 425 }, balance: 425 });
    const all = await parseResponse(
      await clientAs(ctx, member).wallet[':discordId'].$get({
        param: { discordId: member.discordId },
        query: {},
      }),
    );
    // Opening balances are paid once per member: the second civilian starts empty.
    expect(all.balance).toBe(425);
    // Both created in the same instant can come in either order.
    expect([...all.wallets].sort((a, b) => b.balance - a.balance)).toEqual([
      { civilianId: first, balance: 425 },
      { civilianId: second, balance: 0 },
    ]);

    const stranger = await ctx.member();
    expect(
      (
        await clientAs(ctx, stranger).wallet[':discordId'].$get({
          param: { discordId: member.discordId },
          query: {},
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await clientAs(ctx, stranger).wallet[':discordId'].$get({
          param: { discordId: stranger.discordId },
          query: { civilian: first },
        })
      ).status,
    ).toBe(404);
    const staff = await ctx.member([TEST_ROLES.admin]);
    const seen = await clientAs(ctx, staff).wallet[':discordId'].$get({
      param: { discordId: member.discordId },
      query: { civilian: first },
    });
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ balance: 425 });
  });
});

describe('transactions', () => {
  it('lists newest first, by account or wallet, bounded by limit', async () => {
    const { member, civilianId, checking } = await banker();
    for (const amount of [1, 2, 3]) {
      await clientAs(ctx, member).bank.deposit.$post({ json: { accountId: checking._id, amount } });
    }
    const account = await transactionsOf(member, civilianId, { accountId: checking._id });
    expect(account.map((t) => t.amount)).toEqual([3, 2, 1, 2500]);
    const limited = await transactionsOf(member, civilianId, {
      accountId: checking._id,
      limit: '2',
    });
    expect(limited.map((t) => t.amount)).toEqual([3, 2]);
    const all = await transactionsOf(member, civilianId);
    expect(all).toHaveLength(8);
    expect((await ledger(member, civilianId, { limit: '0' })).status).toBe(400);
  });
});

describe('conservation', () => {
  it('after everything above: every pocket equals its ledger and no money appeared or vanished', async () => {
    const audit = await auditBank(ctx.db);
    expect(audit.mismatchedPockets).toBe(0);
    expect(audit.negativePockets).toBe(0);
    expect(audit.accountsCents + audit.walletsCents).toBe(audit.ledgerCents);
    expect(audit.ledgerCents).toBe(audit.mintedCents - audit.burnedCents);
  });
});

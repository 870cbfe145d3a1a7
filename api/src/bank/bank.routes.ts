import { Hono } from 'hono';
import type { z } from 'zod';
import {
  formatDollars,
  parseDollars,
  loadBankProfile,
  openAccount,
  renameAccount,
  listTransactions,
  pageOpenFines,
  depositCash,
  transferFunds,
  withdrawCash,
  openingBalances,
} from '@tenfour/db/bank';
import { requireOwnedCivilian } from '@tenfour/db/civilians';
import { requireSession, type AppContext, type AppEnv } from '../context';
import { AppError, badRequest } from '../errors';
import { validate } from '../validate';
import { accountJson, requestJson, transactionJson } from './bank.mappers';
import {
  cashBody,
  civilianParam,
  createAccountBody,
  openFinesQuery,
  renameBody,
  transactionsQuery,
  transferBody,
} from './bank.schemas';
import { said } from '../said';

/** Dollars from the client as exact cents, or a 400 naming the amount field. */
function amountCents(c: AppContext, raw: number | string): number {
  const parsed = parseDollars(raw, c.get('deps').config.bank.maxAmountCents);
  if (!parsed.ok) {
    const issues = [
      { path: 'amount', message: parsed.message, key: parsed.key, params: parsed.params },
    ];
    throw new AppError(400, parsed.key, parsed.params, { issues });
  }
  return parsed.cents;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

function idempotencyKey(c: AppContext): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw badRequest('error.idempotencyKeyInvalid');
  }
  return key;
}

/** A replayed answer is the first answer; the header only tells the client it was a replay. */
function markReplay(c: AppContext, replayed: boolean) {
  if (replayed) c.header('Idempotent-Replayed', 'true');
}

/** Deposit and withdrawal: the same request and answer, money moving opposite ways. */
async function moveCash(
  c: AppContext,
  move: typeof depositCash | typeof withdrawCash,
  body: z.infer<typeof cashBody>,
) {
  const { user } = requireSession(c);
  const { result, replayed } = await move(c.get('deps').db, {
    discordId: user.discord_id,
    accountId: body.accountId,
    amountCents: amountCents(c, body.amount),
    description: body.description,
    idempotencyKey: idempotencyKey(c),
    now: c.get('deps').now(),
  });
  markReplay(c, replayed);
  return {
    moved: Math.abs(result.entry.amountCents),
    transaction: transactionJson(result.entry),
    account: accountJson(result.account),
    wallet: { balance: result.walletBalanceCents / 100 },
  };
}

/** The bank calls (docs/api.md), mounted at /api/bank. Owners only: others get 404. */
export const bankRoutes = new Hono<AppEnv>()
  .get('/accounts/:civilianId', validate('param', civilianParam), async (c) => {
    const { user } = requireSession(c);
    const { db, config, now } = c.get('deps');
    const profile = await loadBankProfile(db, {
      civilianId: c.req.valid('param').civilianId,
      discordId: user.discord_id,
      opening: openingBalances(config),
      now: now(),
    });
    return c.json({
      success: true as const,
      civilian: {
        _id: profile.civilian.id,
        firstName: profile.civilian.firstName,
        lastName: profile.civilian.lastName,
      },
      accounts: profile.accounts.map(accountJson),
      pendingRequests: profile.pendingRequests.map(requestJson),
      wallet: { balance: profile.walletBalanceCents / 100 },
    });
  })
  .get(
    '/transactions/byCivilian/:civilianId',
    validate('param', civilianParam),
    validate('query', transactionsQuery),
    async (c) => {
      const { user } = requireSession(c);
      const { accountId, limit, cursor } = c.req.valid('query');
      const page = await listTransactions(
        c.get('deps').db,
        {
          civilianId: c.req.valid('param').civilianId,
          discordId: user.discord_id,
          pocket: accountId === 'wallet' ? 'wallet' : accountId ? { accountId } : 'all',
        },
        { limit, after: cursor },
      );
      return c.json({
        success: true as const,
        transactions: page.entries.map(transactionJson),
        nextCursor: page.nextCursor,
      });
    },
  )
  /**
   * The civilian's open fines, newest first, paged, with their count and total. They are paid
   * with POST /api/records/:recordId/pay-fine, the one payment the Records panel and Discord's
   * Pay Fine button use.
   */
  .get(
    '/fines/:civilianId',
    validate('param', civilianParam),
    validate('query', openFinesQuery),
    async (c) => {
      const { user } = requireSession(c);
      const { db } = c.get('deps');
      const civilian = await requireOwnedCivilian(
        db,
        user.discord_id,
        c.req.valid('param').civilianId,
      );
      const { limit, cursor } = c.req.valid('query');
      const page = await pageOpenFines(db, civilian.id, { limit, after: cursor });
      return c.json({ success: true as const, ...page });
    },
  )
  .post('/create', validate('json', createAccountBody), async (c) => {
    const { user } = requireSession(c);
    const { db, config, now } = c.get('deps');
    const body = c.req.valid('json');
    const result = await openAccount(db, {
      civilianId: body.civilianId,
      discordId: user.discord_id,
      accountType: body.accountType,
      reason: body.reason,
      opening: openingBalances(config),
      now: now(),
    });
    if (result.needsApproval) {
      return c.json(
        {
          success: true as const,
          needsApproval: true as const,
          ...said('bank.done.accountRequested'),
          request: requestJson(result.request),
        },
        202,
      );
    }
    return c.json(
      {
        success: true as const,
        needsApproval: false as const,
        ...said('bank.done.accountOpened'),
        account: accountJson(result.account),
      },
      201,
    );
  })
  .post('/deposit', validate('json', cashBody), async (c) => {
    const { moved, ...answer } = await moveCash(c, depositCash, c.req.valid('json'));
    const message = said('bank.done.deposited', {
      amount: formatDollars(moved),
      amountCents: moved,
    });
    return c.json({ success: true as const, ...message, ...answer });
  })
  .post('/withdraw', validate('json', cashBody), async (c) => {
    const { moved, ...answer } = await moveCash(c, withdrawCash, c.req.valid('json'));
    const message = said('bank.done.withdrawn', {
      amount: formatDollars(moved),
      amountCents: moved,
    });
    return c.json({ success: true as const, ...message, ...answer });
  })
  .post('/transfer', validate('json', transferBody), async (c) => {
    const { user } = requireSession(c);
    const body = c.req.valid('json');
    const amount = amountCents(c, body.amount);
    const key = idempotencyKey(c);
    const { result, replayed } = await transferFunds(c.get('deps').db, {
      discordId: user.discord_id,
      fromAccountId: body.fromAccountId,
      toAccountNumber: body.toAccountNumber,
      amountCents: amount,
      description: body.description,
      idempotencyKey: key,
      now: c.get('deps').now(),
    });
    markReplay(c, replayed);
    return c.json({
      success: true as const,
      ...said('bank.done.transferred'),
      transaction: transactionJson(result.entry),
      fromAccount: accountJson(result.fromAccount),
      toAccountNumber: result.toAccountNumber,
    });
  })
  .post('/rename', validate('json', renameBody), async (c) => {
    const { user } = requireSession(c);
    const body = c.req.valid('json');
    const account = await renameAccount(c.get('deps').db, {
      accountId: body.accountId,
      discordId: user.discord_id,
      newName: body.newName,
      now: c.get('deps').now(),
    });
    return c.json({
      success: true as const,
      ...said('bank.done.renamed'),
      account: accountJson(account),
    });
  });

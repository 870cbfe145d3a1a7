import { z } from 'zod';
import { pageQuery } from '../paging';
import { catalogued } from '../validate';
import { ACCOUNT_TYPES } from '@tenfour/db/bank';

const id = (what: string) => z.uuid({ error: `${what} is not a valid id.` });

/** Dollars as a JSON number or numeric string; checked exactly (cents) by parseDollars. */
const amount = z.union([z.number(), z.string()], catalogued('bank.amountRequired'));
const description = z
  .string()
  .trim()
  .max(200, 'Description can be at most 200 characters.')
  .nullish()
  .transform((s) => s || undefined);

export const civilianParam = z.object({ civilianId: id('Civilian') });
export const requestParam = z.object({ id: id('Request') });

export const transactionsQuery = z.object({
  /** One account's rows, or 'wallet' for cash movements; all of the civilian's by default. */
  accountId: z.union([z.literal('wallet'), id('Account')]).optional(),
  ...pageQuery(['bigint']),
});

/** GET /api/bank/fines/:civilianId: newest first, a page at a time. */
export const openFinesQuery = z.object(pageQuery(['timestamp', 'uuid']));

export const walletParam = z.object({
  discordId: z.string().trim().min(1).max(32),
});
export const walletQuery = z.object({ civilian: id('Civilian').optional() });

export const createAccountBody = z.object({
  civilianId: id('Civilian'),
  accountType: z.enum(ACCOUNT_TYPES, { error: 'Please select an account type.' }),
  reason: z
    .string()
    .trim()
    .max(500, 'The reason can be at most 500 characters.')
    .nullish()
    .transform((s) => s || undefined),
  /** Sent by older clients; the server decides whether approval is needed. */
  needsApproval: z.boolean().optional(),
});

export const cashBody = z.object({
  accountId: id('Account'),
  amount,
  description,
});

export const transferBody = z.object({
  fromAccountId: z
    .string({ error: 'Please select a source account.' })
    .trim()
    .min(1, 'Please select a source account.')
    .pipe(id('Account')),
  toAccountNumber: z
    .string({ error: 'Please enter the destination account number.' })
    .trim()
    .min(1, 'Please enter the destination account number.')
    .max(32, 'That is not an account number.'),
  amount,
  description,
});

export const renameBody = z.object({
  accountId: id('Account'),
  newName: z
    .string(catalogued('bank.newNameRequired'))
    .trim()
    .min(1, catalogued('bank.newNameRequired'))
    .max(50, 'An account name can be at most 50 characters.'),
});

export const requestsQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
  ...pageQuery(['bigint']),
});

export const decisionBody = z.object({
  note: z.string().trim().max(500, 'A note can be at most 500 characters.').optional(),
});

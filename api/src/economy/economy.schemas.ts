import { z } from 'zod';
import { pageQuery } from '../paging';
import { catalogued } from '../validate';

const id = (what: string) => z.uuid({ error: `${what} is not a valid id.` });

/** Dollars as a JSON number or numeric string; checked exactly (cents) by parseDollars. */
export const amount = z.union([z.number(), z.string()], catalogued('bank.amountRequired'));

const reason = z
  .string({ error: 'Please give a reason.' })
  .trim()
  .min(1, 'Please give a reason.')
  .max(500, 'The reason can be at most 500 characters.');

/** The wallet (null or 'wallet') or one of the civilian's accounts. */
const payFrom = z
  .union([z.literal('wallet'), id('Account')])
  .nullish()
  .transform((v) => (v === 'wallet' || v == null ? null : v));

const quantity = z
  .number({ error: 'Quantity must be a whole number.' })
  .int('Quantity must be a whole number.')
  .min(1, 'Quantity must be at least 1.')
  .max(1000, 'Quantity can be at most 1000.');

export const treasuryBody = z.object({ amount, reason });

export const adjustBody = z.object({
  civilianId: id('Civilian'),
  accountId: payFrom,
  direction: z.enum(['credit', 'debit'], { error: 'Choose credit or debit.' }),
  amount,
  reason,
});

export const memberParam = z.object({ discordId: z.string().trim().min(1).max(32) });
export const ledgerQuery = z.object(pageQuery(['bigint']));

const optionalText = (max: number, what: string) =>
  z.string().trim().max(max, `${what} can be at most ${max} characters.`);

// No defaults here: an edit (partial) changes only what it sends.
const itemFields = {
  name: z
    .string({ error: 'Please enter a name.' })
    .trim()
    .min(1, 'Please enter a name.')
    .max(80, 'A name can be at most 80 characters.'),
  description: optionalText(1000, 'A description'),
  category: z
    .string()
    .trim()
    .max(40, 'A category can be at most 40 characters.')
    .transform((s) => s || 'General'),
  price: amount,
  /** null: unlimited. */
  stock: z
    .number({ error: 'Stock must be a whole number, or empty for unlimited.' })
    .int('Stock must be a whole number.')
    .min(0, 'Stock cannot be negative.')
    .max(1_000_000, 'Stock can be at most 1,000,000.')
    .nullable(),
  perCivilianLimit: z
    .number({ error: 'The limit must be a whole number, or empty for none.' })
    .int('The limit must be a whole number.')
    .min(1, 'The limit must be at least 1.')
    .max(1_000_000, 'The limit can be at most 1,000,000.')
    .nullable(),
  /** One of the guild's roles (checked against Discord's list when it can be read). */
  discordRoleId: z
    .string({ error: 'Not a Discord role id.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'Not a Discord role id.')
    .nullable(),
  /** A live license type's id (checked against the community's types). */
  licenseType: z.uuid(catalogued('economy.unknownLicenseType')).nullable(),
};

export const createItemBody = z.object({
  ...itemFields,
  description: itemFields.description.default(''),
  category: itemFields.category.default('General'),
  stock: itemFields.stock.default(null),
  perCivilianLimit: itemFields.perCivilianLimit.default(null),
  discordRoleId: itemFields.discordRoleId.default(null),
  licenseType: itemFields.licenseType.default(null),
});
export const updateItemBody = z
  .object({ ...itemFields, archived: z.boolean({ error: 'Archived is true or false.' }) })
  .partial();
export const itemParam = z.object({ itemId: id('Item') });

export const buyBody = z.object({
  civilianId: id('Civilian'),
  itemId: id('Item'),
  quantity: quantity.default(1),
  accountId: payFrom,
});

export const civilianParam = z.object({ civilianId: id('Civilian') });

export const offerBody = z.object({
  civilianId: id('Civilian'),
  itemId: id('Item'),
  quantity: quantity.default(1),
  toAccountNumber: z
    .string({ error: "Please enter the receiver's account number." })
    .trim()
    .min(1, "Please enter the receiver's account number.")
    .max(32, 'That is not an account number.'),
  /** 0 or absent: a gift. */
  price: z.union([z.number(), z.string()]).optional(),
});
export const offerParam = z.object({ offerId: id('Offer') });
export const acceptBody = z.object({ accountId: payFrom });

const openingCents = (what: string) =>
  z
    .number({ error: `Give the opening ${what} in whole cents.` })
    .int(`Give the opening ${what} in whole cents.`)
    .min(0, `The opening ${what} cannot be negative.`)
    .max(Number.MAX_SAFE_INTEGER, `The opening ${what} is too large.`);

export const openingBalancesBody = z.object({
  walletCents: openingCents('cash'),
  checkingCents: openingCents('checking balance'),
});

import { z } from 'zod';
import { amount, createItemBody } from './economy.schemas';

const id = (what: string) => z.uuid({ error: `${what} is not a valid id.` });

const text = (min: number, max: number, what: string) =>
  z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .min(min, `Please enter ${what}.`)
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} can be at most ${max} characters.`);

export const registerBusinessBody = z.object({
  civilianId: id('Civilian'),
  name: text(1, 80, 'a name'),
  type: text(1, 40, 'a type'),
  description: z
    .string()
    .trim()
    .max(1000, 'A description can be at most 1000 characters.')
    .default(''),
});

export const businessParam = z.object({ businessId: id('Business') });
export const employmentParam = z.object({ employmentId: id('Employee') });
export const businessEmploymentParam = businessParam.extend({ employmentId: id('Employee') });
export const businessItemParam = businessParam.extend({ itemId: id('Item') });

export const moveBody = z.object({
  direction: z.enum(['deposit', 'withdraw'], { error: 'Choose deposit or withdraw.' }),
  accountId: id('Account'),
  amount,
});

export const inviteBody = z.object({ civilianId: id('Civilian'), wage: amount });
export const wageBody = z.object({ wage: amount });
export const scheduleBody = z.object({
  weekly: z.boolean({ error: 'Weekly is true or false.' }),
});
export const hireableQuery = z.object({
  q: z.string().trim().max(80, 'A search can be at most 80 characters.').default(''),
});

export const businessItemBody = createItemBody.pick({
  name: true,
  description: true,
  category: true,
  price: true,
  stock: true,
  perCivilianLimit: true,
});
export const businessItemPatch = z
  .object({
    price: amount,
    stock: createItemBody.shape.stock.unwrap(),
    archived: z.boolean({ error: 'Archived is true or false.' }),
  })
  .partial();

export const approvalBody = z.object({
  required: z.boolean({ error: 'Required is true or false.' }),
});
export const decisionBody = z.object({
  approve: z.boolean({ error: 'Approve is true or false.' }),
});

import { z } from 'zod';
import { DMV_TEST_TYPES } from '@tenfour/db/civilians';
import { LICENSE_TYPE_LIMITS, LIST_LIMITS, VALUE_LISTS } from '@tenfour/db/values';
import { typedText } from '../validate';

const name = typedText('a name', LICENSE_TYPE_LIMITS.name);
const discordRoleId = z
  .string({ message: 'Not a Discord role id.' })
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'Not a Discord role id.')
  .nullable();
const dmvTest = z
  .enum(DMV_TEST_TYPES, { message: `Choose a DMV test: ${DMV_TEST_TYPES.join(', ')}.` })
  .nullable();

export const licenseTypeBody = z.object({
  name,
  discordRoleId: discordRoleId.default(null),
  dmvTest: dmvTest.default(null),
});

export const licenseTypePatch = z
  .object({
    name: name.optional(),
    discordRoleId: discordRoleId.optional(),
    dmvTest: dmvTest.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Send a name, Discord role or DMV test.',
  });

export const licenseTypeParam = z.object({ id: z.uuid({ error: 'Not a valid license type id.' }) });

export const listValueText = typedText('a value', LIST_LIMITS.value);

export const listValueBody = z.object({
  list: z.enum(VALUE_LISTS, { message: `Choose a list: ${VALUE_LISTS.join(', ')}.` }),
  value: listValueText,
});

export const listValuePatch = z.object({ value: listValueText });

export const listValueParam = z.object({ id: z.uuid({ error: 'Not a valid value id.' }) });

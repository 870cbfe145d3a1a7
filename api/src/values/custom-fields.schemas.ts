import { z } from 'zod';
import {
  CUSTOM_FIELD_AUDIENCES,
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_SEARCHES,
  CUSTOM_FIELD_TARGETS,
  CUSTOM_FIELD_TYPES,
} from '@tenfour/db/values';
import { jsonNumber, optionalTypedText, typedText } from '../validate';

const target = z.enum(CUSTOM_FIELD_TARGETS, {
  message: `Choose civilian, vehicle or weapon.`,
});
const key = z
  .string({ message: 'Enter a key.' })
  .regex(
    /^[a-z][a-z0-9_]{0,39}$/,
    'A key is a lower-case letter, then up to 39 lower-case letters, digits or underscores.',
  );
const audiences = z
  .array(z.enum(CUSTOM_FIELD_AUDIENCES, { message: 'Choose owner, public_safety or staff.' }))
  .max(3)
  .transform((a) => [...new Set(a)].sort());
const option = typedText('an option', CUSTOM_FIELD_LIMITS.option);

const fields = {
  key,
  label: typedText('a label', CUSTOM_FIELD_LIMITS.label),
  type: z.enum(CUSTOM_FIELD_TYPES, { message: `Choose a type: ${CUSTOM_FIELD_TYPES.join(', ')}.` }),
  required: z.boolean({ message: 'required is true or false.' }),
  options: z
    .array(option, { message: 'options is a list of values.' })
    .max(CUSTOM_FIELD_LIMITS.options, `At most ${CUSTOM_FIELD_LIMITS.options} options.`),
  maxLength: z
    .number({ message: 'The maximum length is a whole number.' })
    .int('The maximum length is a whole number.')
    .min(1, 'The maximum length is at least 1.')
    .max(
      CUSTOM_FIELD_LIMITS.maxLength,
      `The maximum length is at most ${CUSTOM_FIELD_LIMITS.maxLength}.`,
    )
    .nullable(),
  min: jsonNumber('The minimum is a number.').nullable(),
  max: jsonNumber('The maximum is a number.').nullable(),
  help: optionalTypedText('help text', CUSTOM_FIELD_LIMITS.help),
  see: audiences,
  edit: audiences,
  inResults: z.boolean({ message: 'inResults is true or false.' }),
  searchable: z.enum(CUSTOM_FIELD_SEARCHES, { message: 'Choose none, exact or prefix.' }),
};

/** A new custom field; everything but target, key, label and type has a default. */
export const customFieldBody = z.object({
  target,
  ...fields,
  required: fields.required.default(false),
  options: fields.options.default([]),
  maxLength: fields.maxLength.default(null),
  min: fields.min.default(null),
  max: fields.max.default(null),
  help: fields.help.default(null),
  see: fields.see.default(['owner', 'public_safety', 'staff']),
  edit: fields.edit.default(['owner', 'staff']),
  inResults: fields.inResults.default(false),
  searchable: fields.searchable.default('none'),
});

export const customFieldPatch = z
  .object(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
    },
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Send at least one thing to change.',
  });

export const customFieldParam = z.object({ id: z.uuid({ error: 'Not a valid custom field id.' }) });

/** A record's values: field key to value (null clears it). */
export const customValuesBody = z.object({
  values: z.record(z.string(), z.unknown(), { message: 'values maps field keys to values.' }),
});

export const customValuesParam = z.object({
  target,
  id: z.uuid({ error: 'Not a valid record id.' }),
});

/**
 * A new civilian's, vehicle's or weapon's custom field values, sent with it: checked against
 * the definitions in the record's own transaction (docs/values.md).
 */
export const customFieldsOnCreate = customValuesBody.shape.values.optional();

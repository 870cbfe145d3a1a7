import { z } from 'zod';
import { FORM_LIMITS, FORM_SERVICES, formDefinitionSchema } from '@tenfour/db/forms';

const uuid = (what: string) => z.uuid(`Choose ${what}.`);

export const formIdParam = z.object({ id: uuid('a form') });
export const reportIdParam = z.object({ id: uuid('a report') });

export const formBody = z.object({
  name: z
    .string('Enter a name.')
    .trim()
    .min(1, 'Enter a name.')
    .max(FORM_LIMITS.name, `A name can be at most ${FORM_LIMITS.name} characters.`),
  description: z
    .string()
    .trim()
    .max(
      FORM_LIMITS.description,
      `A description can be at most ${FORM_LIMITS.description} characters.`,
    )
    .default(''),
  definition: formDefinitionSchema,
  postToWebhook: z.boolean().default(false),
});

export const formPatch = z
  .object({
    name: formBody.shape.name,
    description: formBody.shape.description.unwrap(),
    definition: formDefinitionSchema,
    postToWebhook: z.boolean(),
  })
  .partial();

export const publishBody = z.object({
  departments: z
    .array(z.string().min(1).max(32), 'Choose departments.')
    .max(50, 'Choose at most 50 departments.')
    .default([]),
  services: z
    .array(z.enum(FORM_SERVICES, 'Choose police, fire or ems.'))
    .max(3, 'Choose at most three services.')
    .default([]),
});

export const fileBody = z.object({
  // Each answer is checked on the server against the form's stored version (db/src/forms).
  values: z.record(z.string().max(40), z.unknown(), 'Send the answers as an object.'),
});

const day = z.iso.datetime({ offset: true, message: 'Enter a date and time.' });

export const reportsQuery = z.object({
  formId: uuid('a form').optional(),
  filer: z
    .string()
    .regex(/^\d{1,25}$/, 'Choose a filer.')
    .optional(),
  civilianId: uuid('a civilian').optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().max(100, 'Keep the search under 101 characters.').optional(),
  before: day.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const officerQuery = z.object({
  q: z.string().trim().min(1, 'Type a callsign or name.').max(60, 'Keep the search short.'),
});

/** A form in the values file (db/src/forms/portable.ts). */
export const portableFormSchema = formBody.extend({
  postToWebhook: z.boolean(),
  departments: z.array(z.string().min(1).max(32)).max(50),
  services: z.array(z.enum(FORM_SERVICES)).max(3),
  published: z.boolean(),
});

import { z } from 'zod';
import { CALL_SERVICE_CODES, UNIT_SERVICES } from '@tenfour/db/dispatch';
import {
  CALL_REQUIRED_FIELDS,
  CALL_TYPE_LIMITS,
  COLOUR_PATTERN,
  STATUS_LIMITS,
  STATUS_MEANINGS,
} from '@tenfour/db/values';
import { catalogued, typedText } from '../validate';

const code = typedText('a code', STATUS_LIMITS.code);
const label = typedText('a label', STATUS_LIMITS.label);
const colour = z
  .string(catalogued('departments.colourFormat'))
  .trim()
  .transform((c) => c.toLowerCase())
  .pipe(z.string().regex(COLOUR_PATTERN, catalogued('departments.colourFormat')));
const meaning = z.enum(STATUS_MEANINGS, {
  message: 'Choose what the status means: available, busy, en route, on scene, off duty or panic.',
});

export const statusBody = z.object({
  service: z.enum(UNIT_SERVICES, { message: 'Choose police or fire/rescue.' }),
  code,
  label,
  colour,
  meaning,
});

export const statusPatch = z
  .object({
    code: code.optional(),
    label: label.optional(),
    colour: colour.optional(),
    meaning: meaning.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Send a code, label, colour or meaning.',
  });

export const statusParam = z.object({ id: z.uuid({ error: 'Not a valid status id.' }) });

const name = typedText('a name', CALL_TYPE_LIMITS.name);
const callPriority = z
  .number({ message: 'Choose a priority from 1 to 3.' })
  .int('Choose a priority from 1 to 3.')
  .min(1, 'Choose a priority from 1 to 3.')
  .max(3, 'Choose a priority from 1 to 3.');
const callServices = z
  .array(z.enum(CALL_SERVICE_CODES, { message: 'Choose police, fire or EMS.' }), {
    message: 'Choose police, fire or EMS.',
  })
  .min(1, 'Choose at least one service: police, fire or EMS.')
  .transform((s) => [...new Set(s)]);

const requiredFields = z
  .array(
    z.enum(CALL_REQUIRED_FIELDS, catalogued('values.callTypeRequiredFieldChoice')),
    catalogued('values.callTypeRequiredFieldChoice'),
  )
  .transform((s) => [...new Set(s)]);

export const callTypeBody = z.object({
  name,
  priority: callPriority,
  services: callServices,
  requiredFields: requiredFields.optional(),
});

export const callTypePatch = z
  .object({
    name: name.optional(),
    priority: callPriority.optional(),
    services: callServices.optional(),
    requiredFields: requiredFields.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Send a name, priority, services or required fields.',
  });

export const callTypeParam = z.object({ id: z.uuid({ error: 'Not a valid call type id.' }) });

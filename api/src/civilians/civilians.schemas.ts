import { z } from 'zod';
import { PAGE_SIZE } from '@tenfour/db';
import { pageQuery } from '../paging';
import { optionalText, requiredText } from './shared';
import { customFieldsOnCreate } from '../values';

// The allowed colours are the community's lists (docs/values.md), checked by the route.
const colour = (what: string) =>
  z
    .string(`Choose a ${what} color from the list.`)
    .trim()
    .max(40, `Choose a ${what} color from the list.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The aliases field is comma separated: split, trimmed and blanks dropped. */
const aliases = z
  .union([z.string(), z.array(z.string())], 'Known aliases must be text or a list of text.')
  .nullish()
  .transform((v) =>
    (Array.isArray(v) ? v : [v ?? ''])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().max(50, 'Each alias must be at most 50 characters.'))
      .max(10, 'At most 10 aliases.'),
  );

const dateOfBirth = z
  .string('Date of birth is required.')
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD).')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'Date of birth must be a real date.')
  .refine((s) => s >= '1900-01-01', 'Date of birth must be in 1900 or later.');

/** The civilian fields, as both the create and the edit forms send them. */
export const civilianSchema = z.object({
  firstName: requiredText(40, 'First name is required.', 'First name'),
  lastName: requiredText(40, 'Last name is required.', 'Last name'),
  middleInitial: z
    .string('Middle initial must be text.')
    .trim()
    .transform((s) => s.replace(/\.$/, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]?$/, 'Middle initial must be a single letter.'))
    .nullish()
    .transform((v) => (v ? v : null)),
  dateOfBirth,
  age: z
    .number('Age must be a number.')
    .int('Age must be a whole number.')
    .min(0, 'Age cannot be negative.')
    .max(150, 'Age must be at most 150.')
    .nullish()
    .transform((v) => v ?? null),
  sex: optionalText(20, 'Sex'),
  knownAliases: aliases,
  residence: optionalText(120, 'Residence'),
  zipCode: optionalText(10, 'Zip code').pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9 -]+$/, 'Zip code may only use letters, digits, spaces and hyphens.')
      .nullable(),
  ),
  occupation: optionalText(80, 'Occupation'),
  height: optionalText(20, 'Height'),
  weight: optionalText(20, 'Weight'),
  skinTone: optionalText(30, 'Skin tone'),
  hairColor: colour('hair'),
  eyeColor: colour('eye'),
  emergencyContactName: optionalText(80, 'Emergency contact name'),
});

/** PUT changes only the fields sent. */
export const civilianUpdateSchema = civilianSchema.partial();

/** POST /api/civilians: the civilian and, optionally, its custom fields' values. */
export const createCivilianSchema = civilianSchema.extend({ customFields: customFieldsOnCreate });

export const populateQuery = z.object({
  populate: z.enum(['true', 'false'], 'populate must be true or false.').optional(),
});

export const addLicenseSchema = z.object({
  // One of the community's license types (docs/values.md), checked by the route.
  license: z
    .string('Please select a license type.')
    .trim()
    .min(1, 'Please select a license type.')
    .max(60, 'Please select a license type.'),
});

/** GET /api/civilians: the member's civilians, oldest first, a page at a time. */
export const civilianPageQuery = z.object(pageQuery(['timestamp', 'uuid']));

/** GET /api/civilians/all: every civilian by last name, first name (the warrant form's picker). */
export const civilianNamesQuery = z.object({
  q: z.string().trim().max(100, 'Keep the search under 101 characters.').optional(),
  ...pageQuery(['text', 'text', 'uuid'], PAGE_SIZE.max),
});

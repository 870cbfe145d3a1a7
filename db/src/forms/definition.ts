import { z } from 'zod';
import { FORM_FIELD_TYPES, FORM_LIMITS } from './constants';

export * from './constants';

const trimmed = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} cannot be empty.`)
    .max(max, `${what} can be at most ${max} characters.`);

export const formFieldSchema = z
  .object({
    key: z
      .string()
      .regex(
        /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/,
        'A field key starts with a letter and has at most 40 letters, digits or underscores.',
      ),
    label: trimmed(FORM_LIMITS.label, 'A field label'),
    type: z.enum(FORM_FIELD_TYPES, 'Choose one of the field types.'),
    required: z.boolean().default(false),
    help: z
      .string()
      .trim()
      .max(FORM_LIMITS.help, `Help text can be at most ${FORM_LIMITS.help} characters.`)
      .nullish()
      .transform((h) => h || undefined),
    minLength: z.number().int().min(0).max(FORM_LIMITS.longText).optional(),
    maxLength: z.number().int().min(1).max(FORM_LIMITS.longText).optional(),
    min: z.number().min(-FORM_LIMITS.number).max(FORM_LIMITS.number).optional(),
    max: z.number().min(-FORM_LIMITS.number).max(FORM_LIMITS.number).optional(),
    maxSelections: z.number().int().min(1).max(FORM_LIMITS.selections).optional(),
    options: z
      .array(trimmed(FORM_LIMITS.option, 'An option'))
      .max(FORM_LIMITS.options, `A field can have at most ${FORM_LIMITS.options} options.`)
      .optional(),
  })
  .superRefine((f, ctx) => {
    const choice = f.type === 'oneOf' || f.type === 'severalOf';
    if (choice) {
      if (!f.options?.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: `${f.label} needs at least one option.`,
        });
      } else if (new Set(f.options.map((o) => o.toLowerCase())).size !== f.options.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: `${f.label} lists an option twice.`,
        });
      }
    }
    if (f.minLength !== undefined && f.maxLength !== undefined && f.minLength > f.maxLength) {
      ctx.addIssue({
        code: 'custom',
        path: ['minLength'],
        message: `${f.label}: the shortest length is above the longest.`,
      });
    }
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['min'],
        message: `${f.label}: the smallest value is above the largest.`,
      });
    }
  })
  // Only what the type uses is kept: a limit of another type would be a silent surprise.
  .transform((f) => {
    const text = f.type === 'text' || f.type === 'longText';
    const numeric = f.type === 'number' || f.type === 'money';
    const many = f.type === 'severalOf' || f.type === 'charges';
    return {
      key: f.key,
      label: f.label,
      type: f.type,
      required: f.required,
      ...(f.help ? { help: f.help } : {}),
      ...(text && f.minLength !== undefined ? { minLength: f.minLength } : {}),
      ...(text && f.maxLength !== undefined ? { maxLength: f.maxLength } : {}),
      ...(numeric && f.min !== undefined ? { min: f.min } : {}),
      ...(numeric && f.max !== undefined ? { max: f.max } : {}),
      ...(many && f.maxSelections !== undefined ? { maxSelections: f.maxSelections } : {}),
      ...(f.type === 'oneOf' || f.type === 'severalOf' ? { options: f.options ?? [] } : {}),
    };
  });
export type FormField = z.output<typeof formFieldSchema>;

export const formSectionSchema = z.object({
  title: z
    .string()
    .trim()
    .max(FORM_LIMITS.label, `A section title can be at most ${FORM_LIMITS.label} characters.`)
    .default(''),
  fields: z.array(formFieldSchema),
});

export const formDefinitionSchema = z
  .object({
    sections: z
      .array(formSectionSchema)
      .min(1, 'A form needs at least one section.')
      .max(FORM_LIMITS.sections, `A form can have at most ${FORM_LIMITS.sections} sections.`),
  })
  .superRefine((d, ctx) => {
    const fields = d.sections.flatMap((s) => s.fields);
    if (fields.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'A form needs a field.' });
    }
    if (fields.length > FORM_LIMITS.fields) {
      ctx.addIssue({
        code: 'custom',
        path: ['sections'],
        message: `A form can have at most ${FORM_LIMITS.fields} fields.`,
      });
    }
    const seen = new Set<string>();
    d.sections.forEach((s, si) =>
      s.fields.forEach((f, fi) => {
        if (seen.has(f.key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['sections', si, 'fields', fi, 'key'],
            message: `Two fields have the key ${f.key}; each key must be unique.`,
          });
        }
        seen.add(f.key);
      }),
    );
  });
export type FormDefinition = z.output<typeof formDefinitionSchema>;

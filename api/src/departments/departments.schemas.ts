import { z } from 'zod';
import {
  CALLSIGN_NUMBER,
  CALLSIGN_PATTERN_MAX,
  DEPARTMENT_NAME_MAX,
  DEPARTMENT_PLATFORM_MAX,
  DEPARTMENT_SERVICES,
  DEPARTMENT_SHORT_NAME_MAX,
  DIVISION_NAME_MAX,
  RANK_NAME_MAX,
  WEBHOOK_CHANNELS,
  isCallsignPattern,
  isDiscordWebhookUrl,
} from '@tenfour/db/departments';
import { catalogued, optionalTypedText, typedText } from '../validate';

const name = typedText('a name', DEPARTMENT_NAME_MAX);
const shortName = typedText('a short name', DEPARTMENT_SHORT_NAME_MAX);
const services = z
  .array(z.enum(DEPARTMENT_SERVICES), catalogued('departments.servicesRequired'))
  .min(1, catalogued('departments.servicesRequired'))
  .max(DEPARTMENT_SERVICES.length)
  // Stored once each, in the one order every screen shows.
  .transform((list) => DEPARTMENT_SERVICES.filter((s) => list.includes(s)));
const platform = optionalTypedText('a platform', DEPARTMENT_PLATFORM_MAX);
const colour = z
  .string(catalogued('departments.colourFormat'))
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, catalogued('departments.colourFormat'))
  .transform((c) => c.toLowerCase());
const callsignPattern = z
  .string(
    catalogued('departments.callsignPattern', {
      placeholder: CALLSIGN_NUMBER,
      example: '1-ADAM-{n}',
    }),
  )
  .trim()
  .max(CALLSIGN_PATTERN_MAX)
  .nullish()
  .transform((p) => p || null)
  .refine(
    (p) => p === null || isCallsignPattern(p),
    catalogued('departments.callsignPattern', {
      placeholder: CALLSIGN_NUMBER,
      example: '1-ADAM-{n}',
    }),
  );

export const createDepartmentBody = z.object({
  name,
  shortName,
  services,
  platform,
  colour: colour.default('#5865f2'),
  callsignPattern: callsignPattern.default(null),
});

export const updateDepartmentBody = z.object({
  name: name.optional(),
  shortName: shortName.optional(),
  services: services.optional(),
  platform: platform.optional(),
  colour: colour.optional(),
  callsignPattern: callsignPattern.optional(),
});

const id = z.string().trim().min(1).max(64);

export const departmentParam = z.object({ id });
export const webhookParam = z.object({ id, which: z.enum(WEBHOOK_CHANNELS) });
export const partParam = z.object({ id, partId: id });

export const webhookBody = z.object({
  url: z
    .string(catalogued('departments.webhookUrl'))
    .trim()
    .refine(isDiscordWebhookUrl, catalogued('departments.webhookUrl')),
});

export const orderBody = z.object({ ids: z.array(id).min(1).max(500) });

export const divisionBody = z.object({ name: typedText('a name', DIVISION_NAME_MAX) });
export const divisionPatch = divisionBody;

export const rankBody = z.object({
  name: typedText('a name', RANK_NAME_MAX),
  supervisor: z.boolean().default(false),
});
export const rankPatch = z.object({
  name: typedText('a name', RANK_NAME_MAX).optional(),
  supervisor: z.boolean().optional(),
});

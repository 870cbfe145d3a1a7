import { z } from 'zod';
import {
  CALL_TYPE_LIMITS,
  CUSTOM_FIELD_LIMITS,
  LICENSE_TYPE_LIMITS,
  LIST_LIMITS,
  STATUS_LIMITS,
  VALUE_LISTS,
  VALUES_FILE_FORMAT,
  VALUES_FILE_VERSION,
  type ValueListName,
} from '@tenfour/db/values';
import { callTypeBody, statusBody } from './values.schemas';
import { licenseTypeBody, listValueText } from './values-lists.schemas';
import { portableFormSchema } from '../forms';
import { customFieldBody } from './custom-fields.schemas';

const retired = z.boolean({ message: 'retired is true or false.' });

/** Names must not repeat among the rows a section keeps live (the live-name indexes). */
function uniqueLive<T extends { retired: boolean }>(rows: T[], name: (row: T) => string) {
  const seen = new Set<string>();
  return rows.every((row) => {
    if (row.retired) return true;
    const key = name(row).toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const listSchema = z
  .array(z.object({ value: listValueText, retired }), { message: 'A list is an array of values.' })
  .max(LIST_LIMITS.count, `A list has at most ${LIST_LIMITS.count} values.`)
  .refine((rows) => uniqueLive(rows, (r) => r.value), 'A value appears twice in this list.');

/**
 * The values file (docs/values.md). A later kind of community value adds its section here
 * and in db/src/values/portable.ts; a file from an older version simply lacks it.
 */
export const valuesFileSchema = z.object({
  format: z.literal(VALUES_FILE_FORMAT, { message: 'This is not a TenFour values file.' }),
  version: z.literal(VALUES_FILE_VERSION, {
    message: `This file's version is not supported (expected ${VALUES_FILE_VERSION}).`,
  }),
  statuses: z
    .array(statusBody.extend({ retired }), { message: 'statuses is an array.' })
    .max(STATUS_LIMITS.perService * 2, `At most ${STATUS_LIMITS.perService * 2} statuses.`)
    .refine(
      (rows) => uniqueLive(rows, (r) => `${r.service} ${r.code}`),
      'A status code appears twice in one service.',
    ),
  callTypes: z
    .array(callTypeBody.extend({ retired }), { message: 'callTypes is an array.' })
    .max(CALL_TYPE_LIMITS.count, `At most ${CALL_TYPE_LIMITS.count} call types.`)
    .refine((rows) => uniqueLive(rows, (r) => r.name), 'A call type appears twice.'),
  licenseTypes: z
    .array(licenseTypeBody.extend({ retired }), { message: 'licenseTypes is an array.' })
    .max(LICENSE_TYPE_LIMITS.count, `At most ${LICENSE_TYPE_LIMITS.count} license types.`)
    .refine((rows) => uniqueLive(rows, (r) => r.name), 'A license type appears twice.'),
  lists: z.object(
    Object.fromEntries(VALUE_LISTS.map((list) => [list, listSchema])) as Record<
      ValueListName,
      typeof listSchema
    >,
    { message: 'lists holds each list the forms offer.' },
  ),
  forms: z
    .array(portableFormSchema.extend({ retired }), { message: 'forms is an array.' })
    .max(200, 'At most 200 forms.')
    .refine((rows) => uniqueLive(rows, (r) => r.name), 'A form appears twice.')
    .optional(),
  // Files written before custom fields existed lack the section: their fields stay as they are.
  customFields: z
    .array(customFieldBody.extend({ retired }), { message: 'customFields is an array.' })
    .max(CUSTOM_FIELD_LIMITS.count * 3, `At most ${CUSTOM_FIELD_LIMITS.count * 3} custom fields.`)
    .refine(
      (rows) => uniqueLive(rows, (r) => `${r.target} ${r.key}`),
      'A custom field key appears twice for one target.',
    )
    .optional(),
});

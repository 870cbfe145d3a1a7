import { z } from 'zod';
import { englishMessage } from '../messages';
import { CALL_SERVICE_CODES, LIMITS } from './constants';

// The dispatch inputs the API routes and the bot's commands both check: one schema each, so a
// 911 call typed in Discord is held to exactly the web form's rules and messages.

export const required = (what: string, max: number) =>
  z
    .string({ message: `Enter ${what}.` })
    .trim()
    .min(1, { message: `Enter ${what}.`, abort: true })
    .max(max, `Keep ${what} under ${max + 1} characters.`);

/** Optional text: blank becomes null. */
export const optional = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${what} under ${max + 1} characters.`)
    .nullish()
    .transform((v) => v || null);

/** A department's id, by its key: whether it names an open department is the directory's to say. */
const chooseDepartment = {
  error: (issue: object) => {
    Object.assign(issue, { messageKey: 'departments.choose', messageParams: {} });
    return englishMessage('departments.choose');
  },
};
export const department = z
  .string(chooseDepartment)
  .trim()
  .min(1, chooseDepartment)
  .max(32, chooseDepartment);

export const postal = optional('the postal', LIMITS.postal).refine(
  (v) => v === null || /^[A-Za-z0-9 -]+$/.test(v),
  'Use letters and digits for the postal.',
);

/** A set of call services: known codes, at least one; repeats collapse. */
export const serviceSet = <T extends string>(codes: readonly [T, ...T[]], message: string) =>
  z
    .array(z.enum(codes, { message }), { message: 'Choose the services the call needs.' })
    .min(1, 'Choose at least one service.')
    .max(codes.length * 2, 'Too many services.')
    .transform((list) => [...new Set(list)]);

/** A civilian dials 911 (POST /api/911/calls, and /911 in Discord). */
export const emergencyCallSchema = z.object({
  civilianId: z.uuid('Choose one of your civilians.'),
  department,
  location: required('a location', LIMITS.location),
  postal,
  description: required('what is happening', LIMITS.details),
  services: serviceSet(CALL_SERVICE_CODES, 'Choose police, fire or EMS.'),
  /** What kind of emergency, when the caller says; else Other, for the dispatcher to set. */
  type: z
    .string({ message: 'Choose a call type.' })
    .trim()
    .min(1, 'Choose a call type.')
    .max(40, 'Choose a call type.')
    .optional(),
});

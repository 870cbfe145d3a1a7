import { z } from 'zod';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  AUDIT_PAGE_MAX,
  MEMBER_PAGE_MAX,
  SUSPENSION_REASON_MAX,
} from '@tenfour/db/staff';
import { EXPUNGEMENT_PAGE_MAX } from '@tenfour/db/records';
import { CALL_AGE_MINUTES } from '@tenfour/db/values';
import { languageSchema } from '../auth';
import { pageLimit } from '../paging';
import { catalogued, keyedIssue, optionalTypedText, typedText } from '../validate';

export const NOTE_MAX = 1000;

const discordId = z
  .string()
  .trim()
  .regex(/^\d{1,32}$/, 'Not a Discord id.');
const pageSize = pageLimit;
const cursor = z.string().max(300, 'Not a valid cursor.').optional();
// Years 1 to 9999 in UTC: PGlite refuses the year 0 that PostgreSQL reads as 1 BC, and an
// offset can carry 9999-12-31 into the year 10000. Checked here, so the list and its CSV
// answer the same 400 on either engine.
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');
const instant = (what: string) =>
  z.iso
    .datetime({
      offset: true,
      message: `${what} must be an ISO date and time, like 2026-06-05T14:00:00Z.`,
    })
    .transform((s) => new Date(s))
    .refine((d) => d.getTime() >= EARLIEST && d.getTime() <= LATEST, {
      message: `${what} must be between the years 1 and 9999 (UTC).`,
    });
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const memberParam = z.object({ discordId });

export const membersQuery = z.object({
  q: z.string().trim().max(100, 'Keep the search under 101 characters.').optional(),
  suspended: flag.optional(),
  limit: pageSize(MEMBER_PAGE_MAX, 50),
  cursor,
});

const isoInstant = z.iso.datetime({ offset: true });

export const suspendBody = z.object({
  reason: typedText('a reason', SUSPENSION_REASON_MAX),
  // Absent, null or '': until lifted.
  endsAt: z
    .string(catalogued('staff.endNotIso'))
    .trim()
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      if (isoInstant.safeParse(v).success) return new Date(v);
      ctx.addIssue(keyedIssue(undefined, 'staff.endNotIso'));
      return z.NEVER;
    }),
});

export const liftBody = z.object({ note: optionalTypedText('a note', NOTE_MAX) });

const auditFilters = z.object({
  member: discordId.optional(),
  action: z
    .enum(AUDIT_ACTION_NAMES as [AuditAction, ...AuditAction[]], 'Not an audited action.')
    .optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES, 'Not a target type.').optional(),
  targetId: z.string().trim().min(1).max(100, 'Not a valid target id.').optional(),
  from: instant('From').optional(),
  to: instant('To').optional(),
});

const fromBeforeTo = (q: { from?: Date | undefined; to?: Date | undefined }) =>
  !q.from || !q.to || q.from < q.to;
const FROM_BEFORE_TO = { message: '"From" must be before "to".', path: ['to'] };

export const auditQuery = auditFilters
  .extend({ limit: pageSize(AUDIT_PAGE_MAX, 50), cursor })
  .refine(fromBeforeTo, FROM_BEFORE_TO);

/** The CSV export takes the list's filters and no paging: it streams every match. */
export const auditExportQuery = auditFilters.refine(fromBeforeTo, FROM_BEFORE_TO);

export const expungementsQuery = z.object({
  status: z
    .enum(['pending', 'approved', 'denied', 'all'], 'Not a request status.')
    .default('pending'),
  limit: pageSize(EXPUNGEMENT_PAGE_MAX, 50),
  cursor,
});

export const expungementParam = z.object({ id: z.uuid('Not a valid request id.') });

export const approveBody = z.object({ note: optionalTypedText('a note', NOTE_MAX) });
export const denyBody = z.object({ note: typedText('a note', NOTE_MAX) });

/** The community's default language: one the site ships. */
export const defaultLanguageBody = z.object({ language: languageSchema });

const callAgeMinutes = z
  .number(catalogued('staff.callAgeWholeMinutes'))
  .int(catalogued('staff.callAgeWholeMinutes'))
  .min(CALL_AGE_MINUTES.min, catalogued('staff.callAgeRange', CALL_AGE_MINUTES))
  .max(CALL_AGE_MINUTES.max, catalogued('staff.callAgeRange', CALL_AGE_MINUTES));

/** When a call's age turns amber and red on the console: whole minutes, amber first. */
export const callAgeBody = z
  .object({ warnMinutes: callAgeMinutes, alertMinutes: callAgeMinutes })
  .refine((b) => b.warnMinutes < b.alertMinutes, {
    ...catalogued('staff.callAgeWarnBeforeAlert'),
    path: ['alertMinutes'],
  });

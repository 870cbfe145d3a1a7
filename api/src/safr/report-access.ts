import type { Context } from 'hono';
import { findActiveOfficer, type Officer } from '@tenfour/db/dispatch';
import type { Department } from '@tenfour/db';
import { requireSession, type AppEnv } from '../context';
import { forbidden } from '../errors';
import { requireDepartment } from '../officer-context';
import { type MessageKey } from '@tenfour/db/browser';

export type ReportKind = 'patient-care' | 'fire-incident';

export interface ReportReader {
  /** The one department read, or undefined for every department (staff). */
  department: Department | undefined;
  /** The reader's fire/rescue profile, when they read as fire/rescue. */
  profile: Officer | undefined;
}

const FOR_WHOM = {
  'patient-care': 'safr.patientCareReportsForWhom',
  'fire-incident': 'safr.fireIncidentReportsForWhom',
} as const satisfies Record<ReportKind, MessageKey>;

/**
 * Who may read fire/rescue reports, and which department's: staff every department's (or the
 * one they ask for); a fire/rescue member their profile's department; an officer their
 * department's patient care reports only where the community allows it
 * (PCR_VISIBLE_TO_PUBLIC_SAFETY), since those are medical records. Everyone else: 403.
 */
export async function reportReader(
  c: Context<AppEnv>,
  kind: ReportKind,
  requested?: Department,
): Promise<ReportReader> {
  const session = requireSession(c);
  const { permissions, user } = session;
  const { db, config } = c.get('deps');
  if (permissions.admin) {
    const profile = permissions.fireRescue
      ? await findActiveOfficer(db, user.discord_id, 'safr')
      : undefined;
    return { department: requested, profile };
  }
  if (permissions.fireRescue) {
    const profile = await findActiveOfficer(db, user.discord_id, 'safr');
    if (!profile) throw forbidden('dispatch.registerSafrFirst');
    requireDepartment(session, profile.department, 'safr');
    return { department: profile.department, profile };
  }
  if (kind === 'patient-care' && permissions.publicSafety && config.safr.pcrVisibleToPublicSafety) {
    const officer = await findActiveOfficer(db, user.discord_id, 'police');
    if (!officer) throw forbidden('dispatch.registerOfficerFirst');
    requireDepartment(session, officer.department, 'police');
    return { department: officer.department, profile: undefined };
  }
  throw forbidden(FOR_WHOM[kind]);
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { VitalStatusJson } from '@tenfour/db/civilians';
import { formatDateTime } from '../lib/format';
import { CareOutcome } from './patient-card';
import { useOwnerCareReports } from './api/list-owner-care-reports';

/**
 * On the owner's civilian: what fire/rescue recorded about them — a declaration of death or
 * life with its reason, and their patient care reports (the signed medical records are in the
 * Medical Records panel).
 */
export function OwnerCarePanel({
  civilianId,
  vitalStatus,
}: {
  civilianId: string;
  vitalStatus: VitalStatusJson | null | undefined;
}) {
  const { t } = useTranslation();
  const query = useOwnerCareReports(civilianId);
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load patient care reports', error);
  }, [error]);
  const reports = query.data ?? null;

  if (!vitalStatus && !reports?.length) return null;
  return (
    <section className="panel" aria-labelledby={`care-${civilianId}`}>
      <h3 id={`care-${civilianId}`}>{t('safr.care.heading')}</h3>
      {vitalStatus && (
        <p>
          {vitalStatus.deceased
            ? t('safr.care.declaredDeceased', { reason: vitalStatus.reason })
            : t('safr.care.declaredAlive', { reason: vitalStatus.reason })}
          <span className="muted small">
            {' '}
            {vitalStatus.declaredBy
              ? t('safr.care.declaredByAt', {
                  callsign: vitalStatus.declaredBy.callsign,
                  when: formatDateTime(vitalStatus.declaredAt),
                })
              : t('safr.care.declaredAt', { when: formatDateTime(vitalStatus.declaredAt) })}
          </span>
        </p>
      )}
      {reports && reports.length > 0 && (
        <ul className="civ-medical" aria-label={t('safr.care.reportsList')}>
          {reports.map((r) => (
            <li key={r._id}>
              <CareOutcome report={r} />
              <span className="muted small">
                {t('safr.care.reportBy', {
                  when: formatDateTime(r.createdAt),
                  rank: r.author.rank,
                  name: r.author.name,
                  callsign: r.author.callsign,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

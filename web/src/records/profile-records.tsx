import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore, usePaged } from '../components/paged';
import { DownloadPdfLink } from '../components/print';
import { RecordCard } from '../components/record-card';
import { formatDateTime, formatMoney, formatNumber } from '../lib/format';
import { listProfileRecords } from './api/list-profile-records';
import { reportPdfUrl } from './api/record-pdf';
import type { OwnerProfile, RecordEntry } from './api/types';
import { ProfileSection } from './profile-section';

const all = (r: OwnerProfile['records']) => [...r.citations, ...r.warnings, ...r.arrests];

/**
 * The owner profile's past records: the profile's answer carries the newest page of the
 * department's records, and Load more reads the older ones.
 */
export function ProfileRecords({ profile }: { profile: OwnerProfile }) {
  const { t } = useTranslation();
  const civilianId = profile.civilian._id;
  const load = useCallback(
    async (cursor?: string) => {
      if (!cursor) return { items: all(profile.records), nextCursor: profile.recordsNextCursor };
      const page = await listProfileRecords(civilianId, cursor);
      return { items: all(page), nextCursor: page.nextCursor };
    },
    [profile, civilianId],
  );
  const list = usePaged(load);
  const records = list.items ?? all(profile.records);
  const ofType = (type: RecordEntry['type']) => records.filter((r) => r.type === type);
  return (
    <>
      <RecordsSection
        id="rec-citations"
        title={t('records.profile.citations')}
        emptyText={t('records.profile.noCitations')}
        records={ofType('citation')}
      />
      <RecordsSection
        id="rec-warnings"
        title={t('records.profile.warnings')}
        emptyText={t('records.profile.noWarnings')}
        records={ofType('warning')}
      />
      <RecordsSection
        id="rec-arrests"
        title={t('records.profile.arrests')}
        emptyText={t('records.profile.noArrests')}
        records={ofType('arrest')}
      />
      {list.hasMore && (
        <div className="records-more">
          <p className="muted">
            {t('records.profile.showing', {
              shown: formatNumber(records.length),
              total: formatNumber(
                profile.recordCounts.citations +
                  profile.recordCounts.warnings +
                  profile.recordCounts.arrests,
              ),
            })}
          </p>
          <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
        </div>
      )}
    </>
  );
}

function RecordsSection({
  id,
  title,
  emptyText,
  records,
}: {
  id: string;
  title: string;
  emptyText: string;
  records: RecordEntry[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <ProfileSection id={id} title={title} count={records.length} emptyText={emptyText}>
      <ul className="record-list">
        {records.map((r) => (
          <RecordCard key={r._id} title={r.reason} badge={<FineBadge record={r} />}>
            <p className="record-item-meta">
              {t('records.fineAmount', { amount: formatMoney(r.fineAmount) })}
              {' · '}
              {t('records.jailAmount', { minutes: formatNumber(r.jailTime) })}
            </p>
            {r.notes && <p>{r.notes}</p>}
            <p className="record-item-meta">
              {t('records.filedLine', {
                name: r.officerName,
                callsign: r.officerCallsign,
                date: formatDateTime(r.createdAt),
              })}
            </p>
            <div className="button-row">
              <DownloadPdfLink
                href={reportPdfUrl(r._id, i18n.language)}
                label={t('records.profile.reportPdf', { reason: r.reason })}
              />
            </div>
          </RecordCard>
        ))}
      </ul>
    </ProfileSection>
  );
}

export function FineBadge({ record }: { record: Pick<RecordEntry, 'fineStatus'> }) {
  const { t } = useTranslation();
  if (record.fineStatus === 'paid') {
    return <span className="badge badge-green">{t('records.profile.paid')}</span>;
  }
  if (record.fineStatus === 'unpaid') {
    return <span className="badge badge-yellow">{t('records.profile.unpaid')}</span>;
  }
  return null;
}

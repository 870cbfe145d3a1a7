import { useCallback } from 'react';
import { LoadMore, usePaged } from '../components/paged';
import { RecordCard } from '../components/record-card';
import { formatDateTime, formatMoney } from '../lib/format';
import { listProfileRecords } from './api/list-profile-records';
import type { OwnerProfile, RecordEntry } from './api/types';
import { ProfileSection } from './profile-section';

const all = (r: OwnerProfile['records']) => [...r.citations, ...r.warnings, ...r.arrests];

/**
 * The owner profile's past records: the profile's answer carries the newest page of the
 * department's records, and Load more reads the older ones.
 */
export function ProfileRecords({ profile }: { profile: OwnerProfile }) {
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
      <RecordsSection title="Citations" empty="No citations found." records={ofType('citation')} />
      <RecordsSection title="Warnings" empty="No warnings found." records={ofType('warning')} />
      <RecordsSection title="Arrests" empty="No arrests found." records={ofType('arrest')} />
      {list.hasMore && (
        <div className="records-more">
          <p className="muted">
            Showing {records.length} of{' '}
            {profile.recordCounts.citations +
              profile.recordCounts.warnings +
              profile.recordCounts.arrests}{' '}
            records.
          </p>
          <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
        </div>
      )}
    </>
  );
}

function RecordsSection({
  title,
  empty,
  records,
}: {
  title: string;
  empty: string;
  records: RecordEntry[];
}) {
  const id = `rec-${title.toLowerCase()}`;
  return (
    <ProfileSection id={id} title={title} count={records.length} emptyText={empty}>
      <ul className="record-list">
        {records.map((r) => (
          <RecordCard key={r._id} title={r.reason} badge={<FineBadge record={r} />}>
            <p className="record-item-meta">
              Fine {formatMoney(r.fineAmount)} · Jail {r.jailTime} min
            </p>
            {r.notes && <p>{r.notes}</p>}
            <p className="record-item-meta">
              {r.officerName} ({r.officerCallsign}) · {formatDateTime(r.createdAt)}
            </p>
          </RecordCard>
        ))}
      </ul>
    </ProfileSection>
  );
}

export function FineBadge({ record }: { record: Pick<RecordEntry, 'fineStatus'> }) {
  if (record.fineStatus === 'paid') return <span className="badge badge-green">Paid</span>;
  if (record.fineStatus === 'unpaid') return <span className="badge badge-yellow">Unpaid</span>;
  return null;
}

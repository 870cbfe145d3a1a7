import { Banknote } from 'lucide-react';
import { LoadMore } from '../components/paged';
import { useToast } from '../components/toast';
import { RecordCard } from '../components/record-card';
import { ApiError } from '../lib/api';
import { formatDate, formatMoney } from '../lib/format';
import { FineBadge } from './owner-profile';
import { ExpungementRequestControl, type ExpungementRequestJson } from './expungement-request';
import { useCivilianRecords } from './api/list-civilian-records';
import { civilianRecordsKey, useRefresh } from './api/keys';
import { usePayRecordFine } from './api/pay-fine';
import type { PastRecords } from './api/types';
import { useRecordEvents } from './record-events';
import './records.css';

const GROUPS: { key: keyof PastRecords; label: string }[] = [
  { key: 'citations', label: 'Tickets' },
  { key: 'warnings', label: 'Written Warnings' },
  { key: 'arrests', label: 'Arrest Reports' },
];

/**
 * The civilian's Records panel on the Civilian Dashboard: their tickets, written warnings and
 * arrest reports ("None" when empty), with unpaid fines payable
 * from their bank.
 */
export function CivilianRecordsPanel({ civilianId }: { civilianId: string }) {
  const toast = useToast();

  const key = civilianRecordsKey(civilianId);
  const list = useCivilianRecords(civilianId);
  // Each page answers with every request and the totals by type: the latest page's show.
  const expungements: ExpungementRequestJson[] = list.latest?.expungementRequests ?? [];
  const counts: Record<keyof PastRecords, number> | null = list.latest?.counts ?? null;
  const failed = list.failed && list.items === null;
  const records: PastRecords | null = list.items && {
    citations: list.items.filter((r) => r.type === 'citation'),
    warnings: list.items.filter((r) => r.type === 'warning'),
    arrests: list.items.filter((r) => r.type === 'arrest'),
  };

  const refresh = useRefresh(key);
  // A record filed by an officer, or a fine paid elsewhere (the bank, Discord), shows at once.
  useRecordEvents(civilianId, () => void refresh());
  // A paid fine moves money too, so the bank's cached views refresh with the records.
  const pay = usePayRecordFine(civilianId, {
    onPaid: (res, record) =>
      toast.show(res.message || `Fine of ${formatMoney(record.fineAmount)} paid.`),
    onFailed: (err) => {
      console.error('Failed to pay fine', err);
      toast.show(
        err instanceof ApiError && err.message ? err.message : 'Failed to pay fine.',
        'error',
      );
    },
  });
  const paying = pay.isPending ? pay.variables?._id : null;

  return (
    <section className="panel records-panel" aria-labelledby={`records-${civilianId}`}>
      <h3 id={`records-${civilianId}`}>Records</h3>
      {failed && <p className="muted small">Records could not be loaded.</p>}
      {!failed && records === null && <p className="muted">Loading...</p>}
      {records &&
        GROUPS.map(({ key, label }) =>
          (counts?.[key] ?? records[key].length) === 0 ? (
            <p key={key}>{label}: None</p>
          ) : (
            <div key={key} className="records-group">
              <h4>
                {label}: {counts?.[key] ?? records[key].length}
              </h4>
              <ul className="record-list">
                {records[key].map((r) => (
                  <RecordCard key={r._id} title={r.reason} badge={<FineBadge record={r} />}>
                    <p className="record-item-meta">
                      {formatDate(r.createdAt)} · {r.officerName} ({r.officerCallsign})
                      {r.fineAmount > 0 && <> · Fine {formatMoney(r.fineAmount)}</>}
                      {r.jailTime > 0 && <> · Jail {r.jailTime} min</>}
                    </p>
                    {r.fineStatus === 'unpaid' && (
                      <button
                        type="button"
                        className="btn btn-sm btn-success"
                        disabled={paying === r._id}
                        aria-label={`Pay ${formatMoney(r.fineAmount)} fine for ${r.reason}`}
                        onClick={() => pay.mutate(r)}
                      >
                        <Banknote aria-hidden="true" size={16} />
                        {paying === r._id ? 'Paying...' : 'Pay Fine'}
                      </button>
                    )}
                    <ExpungementRequestControl
                      record={r}
                      requests={expungements}
                      onRequested={(message) => void list.reload().then(() => toast.show(message))}
                    />
                  </RecordCard>
                ))}
              </ul>
            </div>
          ),
        )}
      <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
      {toast.element}
    </section>
  );
}

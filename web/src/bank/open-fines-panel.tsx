import { Banknote } from 'lucide-react';
import { EmptyState } from '../components/empty-state';
import { RecordCard } from '../components/record-card';
import { LoadMore } from '../components/paged';
import { errorText } from '../lib/use-submit';
import { formatDate, formatMoney } from '../lib/format';
import { useRecordEvents } from '../records';
import { useOpenFines, type OpenFine } from './api/get-open-fines';
import { useRefreshBank } from './api/keys';
import { usePayFine } from './api/pay-fine';

const TYPE_LABELS: Record<OpenFine['type'], string> = {
  citation: 'Citation',
  arrest: 'Arrest',
  warning: 'Warning',
};

/**
 * The civilian's unpaid fines, each with Pay: the same payment as the Records panel's (from
 * checking, else cash; the amount is the record's). Live: a citation filed while the page is
 * open appears, and a fine paid elsewhere leaves, without a reload.
 */
export function OpenFinesPanel({
  civilianId,
  onPaid,
  onFailed,
}: {
  civilianId: string;
  onPaid(message: string): void;
  onFailed(message: string): void;
}) {
  const refreshBank = useRefreshBank(civilianId);
  const list = useOpenFines(civilianId);
  // A fine paid elsewhere moved money too: every balance of this civilian is read again.
  useRecordEvents(civilianId, refreshBank);
  const pay = usePayFine(civilianId, {
    onPaid,
    onFailed: (err) => onFailed(errorText(err, 'The fine could not be paid.')),
  });
  const paying = pay.isPending ? pay.variables?.recordId : null;
  const fines = list.items;
  const totals = list.latest;

  return (
    <section className="panel" aria-labelledby="bank-fines">
      <h2 id="bank-fines">Open Fines</h2>
      {fines === null ? (
        <p className="muted">{list.failed ? 'Fines could not be loaded.' : 'Loading fines...'}</p>
      ) : fines.length === 0 ? (
        <EmptyState hint="A citation or arrest with a fine shows here until it is paid.">
          No open fines.
        </EmptyState>
      ) : (
        <>
          {totals && (
            <p className="muted small">
              {totals.count} open {totals.count === 1 ? 'fine' : 'fines'},{' '}
              {formatMoney(totals.totalAmount)} in all. Paid from checking, else cash.
            </p>
          )}
          <ul className="record-list bank-fines">
            {fines.map((f) => (
              <RecordCard
                key={f.recordId}
                aria-label={`Fine for ${f.reason}`}
                title={
                  <>
                    {TYPE_LABELS[f.type]}: {f.reason}
                  </>
                }
                badge={<strong>{formatMoney(f.fineAmount)}</strong>}
              >
                <p className="record-item-meta bank-fine-meta">
                  {formatDate(f.createdAt)} · {f.officerName} ({f.officerCallsign}) · {f.platform}
                </p>
                <button
                  type="button"
                  className="btn btn-sm btn-success"
                  disabled={paying === f.recordId}
                  aria-label={`Pay ${formatMoney(f.fineAmount)} fine for ${f.reason}`}
                  onClick={() => pay.mutate(f)}
                >
                  <Banknote aria-hidden="true" size={16} />
                  {paying === f.recordId ? 'Paying...' : 'Pay'}
                </button>
              </RecordCard>
            ))}
          </ul>
          <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
        </>
      )}
    </section>
  );
}

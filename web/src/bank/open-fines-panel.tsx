import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EmptyState } from '../components/empty-state';
import { RecordCard } from '../components/record-card';
import { LoadMore } from '../components/paged';
import { errorText } from '../lib/use-submit';
import { formatDate, formatMoney } from '../lib/format';
import { useRecordEvents } from '../records';
import { useOpenFines, type OpenFine } from './api/get-open-fines';
import { useRefreshBank } from './api/keys';
import { usePayFine } from './api/pay-fine';

function typeLabel(t: TFunction, type: OpenFine['type']): string {
  switch (type) {
    case 'citation':
      return t('bank.fines.types.citation');
    case 'arrest':
      return t('bank.fines.types.arrest');
    case 'warning':
      return t('bank.fines.types.warning');
  }
}

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
  const { t } = useTranslation();
  const refreshBank = useRefreshBank(civilianId);
  const list = useOpenFines(civilianId);
  // A fine paid elsewhere moved money too: every balance of this civilian is read again.
  useRecordEvents(civilianId, refreshBank);
  const pay = usePayFine(civilianId, {
    // The server words the payment (paid from checking or cash, or paid already).
    onPaid,
    onFailed: (err) => onFailed(errorText(err, t('bank.fines.payFailed'))),
  });
  const paying = pay.isPending ? pay.variables?.recordId : null;
  const fines = list.items;
  const totals = list.latest;

  return (
    <section className="panel" aria-labelledby="bank-fines">
      <h2 id="bank-fines">{t('bank.fines.title')}</h2>
      {fines === null ? (
        <p className="muted">
          {list.failed ? t('bank.fines.loadFailed') : t('bank.fines.loading')}
        </p>
      ) : fines.length === 0 ? (
        <EmptyState hint={t('bank.fines.emptyHint')}>{t('bank.fines.empty')}</EmptyState>
      ) : (
        <>
          {totals && (
            <p className="muted small">
              {t('bank.fines.summary', {
                count: totals.count,
                total: formatMoney(totals.totalAmount),
              })}
            </p>
          )}
          <ul className="record-list bank-fines">
            {fines.map((f) => (
              <RecordCard
                key={f.recordId}
                aria-label={t('bank.fines.fineFor', { reason: f.reason })}
                title={t('bank.fines.cardTitle', { type: typeLabel(t, f.type), reason: f.reason })}
                badge={<strong>{formatMoney(f.fineAmount)}</strong>}
              >
                <p className="record-item-meta bank-fine-meta">
                  {t('bank.fines.meta', {
                    date: formatDate(f.createdAt),
                    officer: f.officerName,
                    callsign: f.officerCallsign,
                    platform: f.platform,
                  })}
                </p>
                <button
                  type="button"
                  className="btn btn-sm btn-success"
                  disabled={paying === f.recordId}
                  aria-label={t('bank.fines.payLabel', {
                    amount: formatMoney(f.fineAmount),
                    reason: f.reason,
                  })}
                  onClick={() => pay.mutate(f)}
                >
                  <Banknote aria-hidden="true" size={16} />
                  {paying === f.recordId ? t('bank.fines.paying') : t('bank.fines.pay')}
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

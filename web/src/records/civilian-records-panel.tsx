import { Banknote } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../components/paged';
import { useToast } from '../components/toast';
import { RecordCard } from '../components/record-card';
import { ApiError } from '../lib/api';
import { formatDate, formatMoney, formatNumber } from '../lib/format';
import { FineBadge } from './owner-profile';
import { ExpungementRequestControl, type ExpungementRequestJson } from './expungement-request';
import { useCivilianRecords } from './api/list-civilian-records';
import { civilianRecordsKey, useRefresh } from './api/keys';
import { usePayRecordFine } from './api/pay-fine';
import type { PastRecords } from './api/types';
import { useRecordEvents } from './record-events';
import './records.css';

const GROUPS: (keyof PastRecords)[] = ['citations', 'warnings', 'arrests'];

type ListedRecord = NonNullable<ReturnType<typeof useCivilianRecords>['items']>[number];

/**
 * What another feature adds to each record (the court's Contest button and "Contested" mark),
 * and whether it holds the fine's payment (a contested fine waits for the judge).
 */
export interface RecordExtras {
  render(record: ListedRecord): ReactNode;
  holdsPayment(record: ListedRecord): boolean;
}

/**
 * The civilian's Records panel on the Civilian Dashboard: their tickets, written warnings and
 * arrest reports ("None" when empty), with unpaid fines payable
 * from their bank.
 */
export function CivilianRecordsPanel({
  civilianId,
  extras,
}: {
  civilianId: string;
  extras?: RecordExtras;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const labels: Record<keyof PastRecords, string> = {
    citations: t('records.panel.tickets'),
    warnings: t('records.panel.writtenWarnings'),
    arrests: t('records.panel.arrestReports'),
  };

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
      toast.show(
        res.message || t('records.panel.finePaid', { amount: formatMoney(record.fineAmount) }),
      ),
    onFailed: (err) => {
      console.error('Failed to pay fine', err);
      toast.show(
        err instanceof ApiError && err.message ? err.message : t('records.panel.payFailed'),
        'error',
      );
    },
  });
  const paying = pay.isPending ? pay.variables?._id : null;

  return (
    <section className="panel records-panel" aria-labelledby={`records-${civilianId}`}>
      <h3 id={`records-${civilianId}`}>{t('records.panel.title')}</h3>
      {failed && <p className="muted small">{t('records.panel.loadFailed')}</p>}
      {!failed && records === null && <p className="muted">{t('common.loading')}</p>}
      {records &&
        GROUPS.map((key) =>
          (counts?.[key] ?? records[key].length) === 0 ? (
            <p key={key}>{t('records.panel.none', { label: labels[key] })}</p>
          ) : (
            <div key={key} className="records-group">
              <h4>
                {t('records.panel.count', {
                  label: labels[key],
                  number: formatNumber(counts?.[key] ?? records[key].length),
                })}
              </h4>
              <ul className="record-list">
                {records[key].map((r) => (
                  <RecordCard key={r._id} title={r.reason} badge={<FineBadge record={r} />}>
                    <p className="record-item-meta">
                      {t('records.panel.meta', {
                        date: formatDate(r.createdAt),
                        name: r.officerName,
                        callsign: r.officerCallsign,
                      })}
                      {r.fineAmount > 0 && (
                        <>
                          {' · '}
                          {t('records.fineAmount', { amount: formatMoney(r.fineAmount) })}
                        </>
                      )}
                      {r.jailTime > 0 && (
                        <>
                          {' · '}
                          {t('records.jailAmount', { minutes: formatNumber(r.jailTime) })}
                        </>
                      )}
                    </p>
                    {r.fineStatus === 'unpaid' && !extras?.holdsPayment(r) && (
                      <button
                        type="button"
                        className="btn btn-sm btn-success"
                        disabled={paying === r._id}
                        aria-label={t('records.panel.payLabel', {
                          amount: formatMoney(r.fineAmount),
                          reason: r.reason,
                        })}
                        onClick={() => pay.mutate(r)}
                      >
                        <Banknote aria-hidden="true" size={16} />
                        {paying === r._id ? t('records.panel.paying') : t('records.panel.pay')}
                      </button>
                    )}
                    {extras?.render(r)}
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

import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../lib/format';
import type { CourtCase, CourtCaseSummary } from './api/court-api';

/** Whether the fine stands paid, unpaid, or owed no more. */
export function FineStatus({ status }: { status: CourtCaseSummary['fineStatus'] }) {
  const { t } = useTranslation();
  switch (status) {
    case 'paid':
      return <span className="badge badge-green">{t('court.fine.paid')}</span>;
    case 'unpaid':
      return <span className="badge badge-red">{t('court.fine.unpaid')}</span>;
    case 'none':
      return <span className="badge badge-gray">{t('court.fine.none')}</span>;
  }
}

function recordTypeLabel(t: TFunction, type: CourtCaseSummary['recordType']): string {
  switch (type) {
    case 'citation':
      return t('court.recordType.citation');
    case 'arrest':
      return t('court.recordType.arrest');
    case 'warning':
      return t('court.recordType.warning');
  }
}

function entryKindLabel(t: TFunction, kind: CourtCase['entries'][number]['kind']): string {
  switch (kind) {
    case 'contest':
      return t('court.entryKind.contest');
    case 'hearing':
      return t('court.entryKind.hearing');
    case 'note':
      return t('court.entryKind.note');
    case 'ruling':
      return t('court.entryKind.ruling');
    case 'closed':
      return t('court.entryKind.closed');
  }
}

/** The record as filed and as it now stands: who, what, the fine and whether it is paid. */
export function CaseRecord({ kase }: { kase: CourtCase }) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    [t('court.case.civilian'), kase.civilianName],
    [t('court.case.record'), `${recordTypeLabel(t, kase.recordType)} · ${kase.reason}`],
    [
      t('court.case.officer'),
      t('court.case.officerName', { name: kase.officerName, callsign: kase.officerCallsign }),
    ],
    [t('court.case.contestedOn'), formatDate(kase.createdAt)],
    [t('court.case.originalFine'), formatMoney(kase.originalFine)],
    [
      t('court.case.fineNow'),
      <>
        {formatMoney(kase.fine)} <FineStatus status={kase.fineStatus} />
      </>,
    ],
    [
      t('court.case.hearing'),
      kase.nextHearingAt ? formatDateTime(kase.nextHearingAt) : t('court.docket.noHearing'),
    ],
  ];
  return (
    <dl className="details">
      {rows.map(([label, value]) => (
        <div key={label} className="court-detail-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The officer's report and the civilian's statement, side by side on a desktop. */
export function CaseAccounts({ kase }: { kase: CourtCase }) {
  const { t } = useTranslation();
  return (
    <div className="court-accounts">
      <section className="panel" aria-labelledby="court-report">
        <h2 id="court-report">{t('court.case.report')}</h2>
        <p className="court-text">{kase.notes || t('court.case.noReport')}</p>
      </section>
      <section className="panel" aria-labelledby="court-statement">
        <h2 id="court-statement">{t('court.case.statement')}</h2>
        <p className="court-text">{kase.statement}</p>
      </section>
    </div>
  );
}

/** A charge's fine and jail time as filed. */
export function chargeTerms(t: TFunction, charge: CourtCase['charges'][number]): string {
  return t('court.charge.terms', {
    fine: formatMoney(charge.fine),
    minutes: formatNumber(charge.jailTime),
  });
}

/**
 * The case's timeline, oldest first: the contest, hearings, notes and rulings. A hearing's
 * entry holds its instant, shown in the reader's time zone and language.
 */
export function Timeline({ entries }: { entries: CourtCase['entries'] }) {
  const { t } = useTranslation();
  return (
    <ol className="court-timeline" aria-label={t('court.case.timeline')}>
      {entries.map((e) => (
        <li key={e._id}>
          <p className="small">
            <strong>{entryKindLabel(t, e.kind)}</strong>
            {' · '}
            <span className="muted">
              {t('court.case.entryBy', { name: e.authorName, date: formatDateTime(e.createdAt) })}
            </span>
          </p>
          <p className="court-text">
            {e.kind === 'hearing'
              ? t('court.case.hearingSet', { date: formatDateTime(e.body) })
              : e.body}
          </p>
        </li>
      ))}
    </ol>
  );
}

import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { DownloadPdfLink } from '../components/print';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../lib/format';
import { errorText } from '../lib/use-submit';
import {
  casePdfUrl,
  CaseStatusBadge,
  RulingText,
  useCivilianCases,
  type CourtCase,
} from '../court';

/** The civilian's Court tab: each contested fine, its hearing and the judge's rulings. */
export function CivilianCourtTab({ civilianId }: { civilianId: string }) {
  const { t } = useTranslation();
  const cases = useCivilianCases(civilianId);
  return (
    <section className="panel" aria-labelledby="civ-court">
      <h3 id="civ-court">{t('court.tab.title')}</h3>
      {cases.isError ? (
        <p className="message error" role="alert">
          {errorText(cases.error)}
        </p>
      ) : !cases.data ? (
        <p className="muted">{t('common.loading')}</p>
      ) : cases.data.length === 0 ? (
        <EmptyState hint={t('court.tab.emptyHint')}>{t('court.tab.empty')}</EmptyState>
      ) : (
        <ul className="court-cases">
          {cases.data.map((c) => (
            <CaseCard key={c._id} kase={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CaseCard({ kase }: { kase: CourtCase }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="card">
      <h4>
        {kase.reason} <CaseStatusBadge status={kase.status} />
      </h4>
      <p className="muted small">
        {t('court.tab.meta', {
          date: formatDate(kase.createdAt),
          fine: formatMoney(kase.fine),
        })}
      </p>
      <p>
        {kase.nextHearingAt
          ? t('court.tab.hearing', { date: formatDateTime(kase.nextHearingAt) })
          : t('court.tab.noHearing')}
      </p>
      <ul aria-label={t('court.case.charges')}>
        {kase.charges.map((c) => (
          <li key={c.index}>
            <strong>{c.title}</strong>
            {' · '}
            {t('court.charge.terms', {
              fine: formatMoney(c.fine),
              minutes: formatNumber(c.jailTime),
            })}
            <br />
            {c.ruling ? <RulingText ruling={c.ruling} /> : t('court.tab.awaiting')}
          </li>
        ))}
      </ul>
      <div className="button-row">
        <DownloadPdfLink
          href={casePdfUrl(kase._id, i18n.language)}
          label={t('court.tab.casePdf', { reason: kase.reason })}
        />
      </div>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatMoney, formatNumber } from '../lib/format';
import type { Ruling } from './api/court-api';

type Outcome = Ruling['outcome'];

export function outcomeLabel(t: TFunction, outcome: Outcome): string {
  switch (outcome) {
    case 'upheld':
      return t('court.outcome.upheld');
    case 'reduced':
      return t('court.outcome.reduced');
    case 'dismissed':
      return t('court.outcome.dismissed');
  }
}

/** Open (waiting for rulings) or closed (every charge ruled). */
export function CaseStatusBadge({ status }: { status: 'open' | 'closed' }) {
  const { t } = useTranslation();
  return status === 'open' ? (
    <span className="badge badge-yellow">{t('court.status.open')}</span>
  ) : (
    <span className="badge badge-gray">{t('court.status.closed')}</span>
  );
}

/** A ruling in one sentence: its outcome, what now stands, and its reason. */
export function RulingText({ ruling }: { ruling: Ruling }) {
  const { t } = useTranslation();
  return (
    <>
      <strong>{outcomeLabel(t, ruling.outcome)}</strong>
      {' · '}
      <span>
        {t('court.ruling.stands', {
          fine: formatMoney(ruling.fine),
          minutes: formatNumber(ruling.jailTime),
        })}
      </span>
      {ruling.refunded > 0 && (
        <>
          {' · '}
          {t('court.ruling.refunded', { amount: formatMoney(ruling.refunded) })}
        </>
      )}
      <br />
      <span className="muted">{t('court.ruling.reason', { reason: ruling.reason })}</span>
    </>
  );
}

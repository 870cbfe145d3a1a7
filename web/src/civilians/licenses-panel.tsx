import { ClipboardCheck, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import type { DmvTestResult } from './api/get-dmv-results';
import { dmvTestLabel, licenseLabel } from './labels';

/** The licenses a civilian holds, Add License and DMV Exam, and the latest DMV tests. */
export function LicensesPanel({
  held,
  canAdd,
  canTest,
  dmv,
  onAdd,
  onTest,
}: {
  held: readonly string[];
  /** The member's roles allow adding a class the civilian lacks. */
  canAdd: boolean;
  /** Some class is still missing, so there is a test to take. */
  canTest: boolean;
  dmv: DmvTestResult[];
  onAdd(): void;
  onTest(): void;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="civ-licenses">
      <div className="panel-header">
        <h3 id="civ-licenses">{t('civilians.licenses.title')}</h3>
        <div className="button-row">
          {canAdd && (
            <button type="button" className="btn btn-primary btn-sm" onClick={onAdd}>
              <Plus aria-hidden="true" size={14} />
              {t('civilians.licenses.add')}
            </button>
          )}
          {canTest && (
            <button type="button" className="btn btn-secondary btn-sm" onClick={onTest}>
              <ClipboardCheck aria-hidden="true" size={14} />
              {t('civilians.licenses.dmvExam')}
            </button>
          )}
        </div>
      </div>
      {held.length === 0 ? (
        <p className="muted">{t('civilians.licenses.none')}</p>
      ) : (
        <ul className="civ-licenses">
          {held.map((l) => (
            <li key={l}>
              <span className="badge badge-green">{t('civilians.licenses.valid')}</span>{' '}
              {licenseLabel(t, l)}
            </li>
          ))}
        </ul>
      )}
      {dmv.length > 0 && (
        <div className="civ-dmv">
          <h4>{t('civilians.licenses.recentTests')}</h4>
          <ul aria-label={t('civilians.licenses.recentTestsList')}>
            {dmv.slice(0, 3).map((test) => (
              <li key={test.testId}>
                <span>{dmvTestLabel(t, test.licenseType)}</span>
                <span>
                  {formatNumber(test.score)}/{formatNumber(test.total)}{' '}
                  <span className={`badge ${test.passed ? 'badge-green' : 'badge-red'}`}>
                    {test.passed ? t('civilians.passed') : t('civilians.failed')}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

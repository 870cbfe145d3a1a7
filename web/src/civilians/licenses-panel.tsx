import { ClipboardCheck, Plus } from 'lucide-react';
import type { DmvTestResult } from './api/get-dmv-results';

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
  return (
    <section className="panel" aria-labelledby="civ-licenses">
      <div className="panel-header">
        <h3 id="civ-licenses">Licenses</h3>
        <div className="button-row">
          {canAdd && (
            <button type="button" className="btn btn-primary btn-sm" onClick={onAdd}>
              <Plus aria-hidden="true" size={14} />
              Add License
            </button>
          )}
          {canTest && (
            <button type="button" className="btn btn-secondary btn-sm" onClick={onTest}>
              <ClipboardCheck aria-hidden="true" size={14} />
              DMV Exam
            </button>
          )}
        </div>
      </div>
      {held.length === 0 ? (
        <p className="muted">No licenses on file.</p>
      ) : (
        <ul className="civ-licenses">
          {held.map((l) => (
            <li key={l}>
              <span className="badge badge-green">Valid</span> {l}
            </li>
          ))}
        </ul>
      )}
      {dmv.length > 0 && (
        <div className="civ-dmv">
          <h4>Recent DMV Tests</h4>
          <ul aria-label="Recent DMV tests">
            {dmv.slice(0, 3).map((t) => (
              <li key={t.testId}>
                <span>{t.licenseType}</span>
                <span>
                  {t.score}/{t.total}{' '}
                  <span className={`badge ${t.passed ? 'badge-green' : 'badge-red'}`}>
                    {t.passed ? 'Passed' : 'Failed'}
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

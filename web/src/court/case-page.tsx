import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DownloadPdfLink, PrintButton } from '../components/print';
import { Table, TableHead } from '../components/table';
import { useToast } from '../components/toast';
import { errorText } from '../lib/use-submit';
import { casePdfUrl, useCourtCase, type Charge, type CourtCase } from './api/court-api';
import { EntryForm, HearingForm, RulingModal } from './case-actions';
import { CaseAccounts, CaseRecord, chargeTerms, Timeline } from './case-parts';
import { CaseStatusBadge, RulingText } from './labels';
import './court.css';

/** /dashboard/court/:caseId: one case's record, both accounts, the timeline and the bench. */
export function CasePage() {
  const { t } = useTranslation();
  const { caseId = '' } = useParams();
  const query = useCourtCase(caseId);
  const toast = useToast();
  const kase = query.data;

  return (
    <section className="page">
      <p>
        <Link to="/dashboard/court">{t('court.case.back')}</Link>
      </p>
      {query.isError ? (
        <>
          <h1>{t('court.case.title')}</h1>
          <p className="message error" role="alert">
            {errorText(query.error)}
          </p>
        </>
      ) : !kase ? (
        <>
          <h1>{t('court.case.title')}</h1>
          <p className="muted">{t('common.loading')}</p>
        </>
      ) : (
        <CaseView kase={kase} onDone={(message) => toast.show(message)} />
      )}
      {toast.element}
    </section>
  );
}

function CaseView({ kase, onDone }: { kase: CourtCase; onDone(message: string): void }) {
  const { t, i18n } = useTranslation();
  const open = kase.status === 'open';
  return (
    <>
      <h1>
        {t('court.case.heading', { name: kase.civilianName })}{' '}
        <CaseStatusBadge status={kase.status} />
      </h1>
      <div className="button-row no-print">
        <PrintButton />
        <DownloadPdfLink href={casePdfUrl(kase._id, i18n.language)} />
      </div>
      <section className="panel" aria-labelledby="court-record">
        <h2 id="court-record">{t('court.case.recordTitle')}</h2>
        <CaseRecord kase={kase} />
      </section>
      <CaseAccounts kase={kase} />
      <Charges kase={kase} onDone={onDone} />
      {open && (
        <div className="court-accounts">
          <section className="panel">
            <HearingForm
              key={kase.nextHearingAt ?? 'none'}
              caseId={kase._id}
              current={kase.nextHearingAt}
              onDone={onDone}
            />
          </section>
          <section className="panel">
            <EntryForm caseId={kase._id} onDone={onDone} />
          </section>
        </div>
      )}
      <section className="panel section-gap" aria-labelledby="court-timeline">
        <h2 id="court-timeline">{t('court.case.timeline')}</h2>
        <Timeline entries={kase.entries} />
      </section>
    </>
  );
}

/** The charges, each with its ruling or, while the case is open, a button to rule on it. */
function Charges({ kase, onDone }: { kase: CourtCase; onDone(message: string): void }) {
  const { t } = useTranslation();
  const [ruling, setRuling] = useState<Charge | null>(null);
  return (
    <section className="panel section-gap" aria-labelledby="court-charges">
      <h2 id="court-charges">{t('court.case.charges')}</h2>
      <Table aria-labelledby="court-charges">
        <TableHead
          columns={[t('court.charge.title'), t('court.charge.filed'), t('court.charge.ruling')]}
        />
        <tbody>
          {kase.charges.map((c) => (
            <tr key={c.index}>
              <td>{c.title}</td>
              <td>{chargeTerms(t, c)}</td>
              <td>
                {c.ruling ? (
                  <RulingText ruling={c.ruling} />
                ) : kase.status === 'open' ? (
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    aria-label={t('court.charge.ruleLabel', { charge: c.title })}
                    onClick={() => setRuling(c)}
                  >
                    <Gavel aria-hidden="true" size={14} />
                    {t('court.charge.rule')}
                  </button>
                ) : (
                  t('court.charge.notRuled')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {ruling && (
        <RulingModal
          caseId={kase._id}
          charge={ruling}
          onClose={() => setRuling(null)}
          onDone={(message) => {
            setRuling(null);
            onDone(message);
          }}
        />
      )}
    </section>
  );
}

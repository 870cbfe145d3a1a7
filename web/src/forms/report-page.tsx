import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { AnswerView } from './answer-view';
import { useReport } from './api';

/** /dashboard/forms/reports/:reportId: a filed report, with its version's labels. */
export function ReportPage() {
  const { t } = useTranslation();
  const { reportId = '' } = useParams();
  const query = useReport(reportId);
  if (query.isPending) return <h1>{t('forms.report.loading')}</h1>;
  const report = query.data?.report;
  if (!report) {
    return (
      <section className="page-status">
        <h1>{t('forms.report.notFound')}</h1>
        <Link to="/dashboard/forms">{t('forms.back')}</Link>
      </section>
    );
  }
  return (
    <section className="forms-page">
      <h1>{report.formName}</h1>
      <p className="muted">
        {t('forms.report.meta', {
          version: report.version,
          filer: `${report.filer.callsign} · ${report.filer.name}`,
          department: report.department,
          at: formatDateTime(report.createdAt),
        })}
      </p>
      <AnswerView definition={report.definition} answers={report.answers} />
      <p>
        <Link to="/dashboard/forms">{t('forms.back')}</Link>
      </p>
    </section>
  );
}

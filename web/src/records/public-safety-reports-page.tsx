import { Eye } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/paged';
import { SelectField } from '../components/field';
import { Table, TableHead } from '../components/table';
import { useToast } from '../components/toast';
import { formatDateTime } from '../lib/format';
import { OfficerGate } from './officer-gate';
import { formFor, reportForms, type ReportForm } from './pso-report-forms';
import { FiledBy, PsoReportDetails, PsoReportFormModal } from './pso-report-modals';
import { useFilePsoReport } from './api/file-pso-report';
import { usePsoReports } from './api/list-pso-reports';
import type { Officer, PsoReport } from './api/types';

export function PublicSafetyReportsPage() {
  const { t } = useTranslation();
  return (
    <OfficerGate title={t('records.psoReports.title')}>
      {(officer) => <PublicSafetyReports officer={officer} />}
    </OfficerGate>
  );
}

function PublicSafetyReports({ officer }: { officer: Officer }) {
  const { t } = useTranslation();
  const forms = useMemo(() => reportForms(t), [t]);
  const [open, setOpen] = useState<ReportForm | null>(null);
  const [viewing, setViewing] = useState<PsoReport | null>(null);
  const [filter, setFilter] = useState('');
  const toast = useToast();
  const file = useFilePsoReport((res) => {
    toast.show(
      res.message ||
        t('records.psoReports.submitted', { title: open?.title ?? t('records.psoReports.report') }),
    );
    setOpen(null);
  });

  const list = usePsoReports(filter);
  // A failed load reads as no reports, as it did before paging.
  const reports = list.items ?? (list.failed ? [] : null);

  return (
    <section className="page">
      <div className="page-header">
        <h1>{t('records.psoReports.title')}</h1>
        <Link className="btn btn-secondary" to="/dashboard/pso/create-report">
          {t('records.psoReports.createReport')}
        </Link>
      </div>
      <div className="report-cards">
        {forms.map((f) => (
          <button key={f.kind} type="button" className="card" onClick={() => setOpen(f)}>
            <h2>{f.title}</h2>
            <p className="muted small">{f.blurb}</p>
          </button>
        ))}
      </div>

      <section className="panel section-gap" aria-labelledby="dept-reports">
        <div className="panel-header">
          <h2 id="dept-reports">{t('records.psoReports.department')}</h2>
          <div className="panel-header-tool">
            <SelectField
              label={t('records.psoReports.show')}
              placeholder={t('records.psoReports.allReports')}
              options={forms.map((f) => ({ value: f.kind, label: f.title }))}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
        </div>
        {reports === null ? (
          <p className="muted">{t('common.loading')}</p>
        ) : reports.length === 0 ? (
          <EmptyState hint={t('records.psoReports.emptyHint')}>
            {t('records.psoReports.empty')}
          </EmptyState>
        ) : (
          <Table wrapClassName="rec-table-wrap">
            <TableHead
              columns={[
                t('records.psoReports.columns.report'),
                t('records.psoReports.columns.summary'),
                t('records.psoReports.columns.filedBy'),
                t('records.psoReports.columns.filed'),
              ]}
              actions
            />
            <tbody>
              {reports.map((r) => {
                const form = formFor(forms, r.kind);
                return (
                  <tr key={r._id}>
                    <td>{form?.title ?? r.kind}</td>
                    <td>{form?.summary(r) || '—'}</td>
                    <td>
                      <FiledBy report={r} />
                    </td>
                    <td>{formatDateTime(r.createdAt)}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-sm btn-secondary"
                        onClick={() => setViewing(r)}
                      >
                        <Eye aria-hidden="true" size={16} />
                        {t('records.psoReports.view')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
        <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
      </section>

      {open && (
        <PsoReportFormModal
          form={open}
          officer={officer}
          onClose={() => setOpen(null)}
          file={(kind, body) => file.mutateAsync({ kind, body })}
        />
      )}
      {viewing && <PsoReportDetails report={viewing} onClose={() => setViewing(null)} />}
      {toast.element}
    </section>
  );
}

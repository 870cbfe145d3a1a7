import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/paged';
import { SelectField } from '../components/field';
import { Table, TableHead } from '../components/table';
import { useToast } from '../components/toast';
import { formatDateTime } from '../lib/format';
import { OfficerGate } from './officer-gate';
import { FORMS, formFor, type ReportForm } from './pso-report-forms';
import { FiledBy, PsoReportDetails, PsoReportFormModal } from './pso-report-modals';
import { useFilePsoReport } from './api/file-pso-report';
import { usePsoReports } from './api/list-pso-reports';
import type { Officer, PsoReport } from './api/types';

export function PublicSafetyReportsPage() {
  return (
    <OfficerGate title="Public Safety Reports">
      {(officer) => <PublicSafetyReports officer={officer} />}
    </OfficerGate>
  );
}

function PublicSafetyReports({ officer }: { officer: Officer }) {
  const [open, setOpen] = useState<ReportForm | null>(null);
  const [viewing, setViewing] = useState<PsoReport | null>(null);
  const [filter, setFilter] = useState('');
  const toast = useToast();
  const file = useFilePsoReport((res) => {
    toast.show(res.message || `${open?.title ?? 'Report'} submitted.`);
    setOpen(null);
  });

  const list = usePsoReports(filter);
  // A failed load reads as no reports, as it did before paging.
  const reports = list.items ?? (list.failed ? [] : null);

  return (
    <section className="page">
      <div className="page-header">
        <h1>Public Safety Reports</h1>
        <Link className="btn btn-secondary" to="/dashboard/pso/create-report">
          Create Report
        </Link>
      </div>
      <div className="report-cards">
        {FORMS.map((f) => (
          <button key={f.kind} type="button" className="card" onClick={() => setOpen(f)}>
            <h2>{f.title}</h2>
            <p className="muted small">{f.blurb}</p>
          </button>
        ))}
      </div>

      <section className="panel section-gap" aria-labelledby="dept-reports">
        <div className="panel-header">
          <h2 id="dept-reports">Department Reports</h2>
          <div className="panel-header-tool">
            <SelectField
              label="Show"
              placeholder="All reports"
              options={FORMS.map((f) => ({ value: f.kind, label: f.title }))}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
        </div>
        {reports === null ? (
          <p className="muted">Loading...</p>
        ) : reports.length === 0 ? (
          <EmptyState hint="Choose a report above to file the first one.">
            No reports filed yet.
          </EmptyState>
        ) : (
          <Table wrapClassName="rec-table-wrap">
            <TableHead columns={['Report', 'Summary', 'Filed By', 'Filed']} actions />
            <tbody>
              {reports.map((r) => {
                const form = formFor(r.kind);
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
                        View
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

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Table, TableHead } from '../components/table';
import { EmptyState } from '../components/empty-state';
import { formatDateTime } from '../lib/format';
import type { ReportSummary } from './api';

/** Filed reports, newest first, each opening its own page. */
export function ReportsTable({ reports }: { reports: ReportSummary[] }) {
  const { t } = useTranslation();
  if (!reports.length) return <EmptyState>{t('forms.reports.none')}</EmptyState>;
  return (
    <Table>
      <TableHead
        columns={[
          t('forms.reports.form'),
          t('forms.reports.filer'),
          t('forms.reports.department'),
          t('forms.reports.filed'),
        ]}
      />
      <tbody>
        {reports.map((r) => (
          <tr key={r.id}>
            <td>
              <Link to={`/dashboard/forms/reports/${r.id}`}>{r.formName}</Link>
            </td>
            <td>{`${r.filer.callsign} · ${r.filer.name}`}</td>
            <td>{r.department}</td>
            <td>{formatDateTime(r.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

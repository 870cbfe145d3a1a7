import { Filter } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../components/empty-state';
import { SelectField, TextField } from '../components/field';
import { Table, TableHead } from '../components/table';
import { formatDate, formatDateTime, formatMoney } from '../lib/format';
import { errorText } from '../lib/use-submit';
import { useDocket, type DocketFilters } from './api/court-api';
import { CaseStatusBadge } from './labels';
import { FineStatus } from './case-parts';
import './court.css';

const STATUSES = ['open', 'closed', 'all'] as const;
const SCHEDULED = ['true', 'false'] as const;

/** The address's filters, as the server accepts them (anything else is no filter). */
function readFilters(params: URLSearchParams): DocketFilters {
  const status = STATUSES.find((s) => s === params.get('status'));
  const scheduled = SCHEDULED.find((s) => s === params.get('scheduled'));
  return { status, scheduled, q: params.get('q') ?? undefined };
}

/** /dashboard/court: the judges' docket, the longest-waiting case first. */
export function DocketPage() {
  const { t } = useTranslation();
  // The filters live in the address, so a docket view can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [draft, setDraft] = useState({
    status: filters.status ?? 'open',
    scheduled: filters.scheduled ?? '',
    q: filters.q ?? '',
  });
  const docket = useDocket(filters);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (draft.status !== 'open') next.set('status', draft.status);
    if (draft.scheduled) next.set('scheduled', draft.scheduled);
    if (draft.q.trim()) next.set('q', draft.q.trim());
    setParams(next);
  };

  return (
    <section className="page">
      <h1>{t('court.docket.title')}</h1>
      <form className="panel court-filters" aria-label={t('court.docket.filters')} onSubmit={apply}>
        <SelectField
          label={t('court.docket.status')}
          options={[
            { value: 'open', label: t('court.status.open') },
            { value: 'closed', label: t('court.status.closed') },
            { value: 'all', label: t('court.docket.all') },
          ]}
          value={draft.status}
          onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value as typeof d.status }))}
        />
        <SelectField
          label={t('court.docket.hearing')}
          placeholder={t('court.docket.anyHearing')}
          options={[
            { value: 'true', label: t('court.docket.scheduled') },
            { value: 'false', label: t('court.docket.unscheduled') },
          ]}
          value={draft.scheduled}
          onChange={(e) => setDraft((d) => ({ ...d, scheduled: e.target.value }))}
        />
        <TextField
          label={t('court.docket.search')}
          type="search"
          maxLength={100}
          value={draft.q}
          onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
        />
        <button type="submit" className="btn btn-primary">
          <Filter aria-hidden="true" size={16} /> {t('court.docket.apply')}
        </button>
      </form>
      <section className="panel section-gap" aria-labelledby="court-cases">
        <h2 id="court-cases">{t('court.docket.cases')}</h2>
        {docket.isError && (
          <p className="message error" role="alert">
            {errorText(docket.error)}
          </p>
        )}
        {docket.isPending ? (
          <p className="muted">{t('common.loading')}</p>
        ) : docket.data?.cases.length ? (
          <Table aria-labelledby="court-cases">
            <TableHead
              columns={[
                t('court.docket.civilian'),
                t('court.docket.record'),
                t('court.docket.fine'),
                t('court.docket.hearing'),
                t('court.docket.status'),
                t('court.docket.contested'),
              ]}
            />
            <tbody>
              {docket.data.cases.map((c) => (
                <tr key={c._id}>
                  <td>
                    <Link to={`/dashboard/court/${c._id}`}>{c.civilianName}</Link>
                  </td>
                  <td>{c.reason}</td>
                  <td>
                    {formatMoney(c.fine)} <FineStatus status={c.fineStatus} />
                  </td>
                  <td>
                    {c.nextHearingAt
                      ? formatDateTime(c.nextHearingAt)
                      : t('court.docket.noHearing')}
                  </td>
                  <td>
                    <CaseStatusBadge status={c.status} />
                  </td>
                  <td>{formatDate(c.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          !docket.isError && <EmptyState>{t('court.docket.empty')}</EmptyState>
        )}
      </section>
    </section>
  );
}

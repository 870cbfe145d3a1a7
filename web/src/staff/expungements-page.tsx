import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { TextAreaField } from '../components/field';
import { PagedPanel } from '../components/paged';
import { SelectField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { formatDate, formatDateTime, formatMoney } from '../lib/format';
import { firstIssueText, useSubmit } from '../lib/use-submit';
import { useDecideExpungement } from './api/decide-expungement';
import {
  useExpungements,
  type ExpungementStatusFilter,
  type StaffExpungementRequestJson,
} from './api/list-expungements';
import './staff.css';

/** Deny first: approving hides the record, so it is the second, deliberate choice. */
const DECISIONS = [
  { decision: 'deny', className: 'btn-danger', Icon: X },
  { decision: 'approve', className: 'btn-success', Icon: Check },
] as const;

function recordLabel(t: TFunction, type: string): string {
  switch (type) {
    case 'arrest':
      return t('staff.expungements.recordTypes.arrest');
    case 'citation':
      return t('staff.expungements.recordTypes.citation');
    case 'warning':
      return t('staff.expungements.recordTypes.warning');
    default:
      return type;
  }
}

/** A request's status on its badge; one this page does not know shows as sent. */
function statusLabel(t: TFunction, status: string): string {
  switch (status) {
    case 'pending':
      return t('staff.expungements.badge.pending');
    case 'approved':
      return t('staff.expungements.badge.approved');
    case 'denied':
      return t('staff.expungements.badge.denied');
    default:
      return status;
  }
}

/** A record's fine status ("unpaid", "paid"); one this page does not know shows as sent. */
function fineStatusLabel(t: TFunction, status: string): string {
  switch (status) {
    case 'unpaid':
      return t('staff.expungements.fineStatus.unpaid');
    case 'paid':
      return t('staff.expungements.fineStatus.paid');
    default:
      return status;
  }
}

/** The empty list's line, for the status shown. */
function emptyLine(t: TFunction, status: ExpungementStatusFilter): string {
  switch (status) {
    case 'pending':
      return t('staff.expungements.empty.pending');
    case 'approved':
      return t('staff.expungements.empty.approved');
    case 'denied':
      return t('staff.expungements.empty.denied');
    default:
      return t('staff.expungements.empty.all');
  }
}

/** /dashboard/admin/expungements: owners' requests, approved or denied with a note. */
export function ExpungementsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ExpungementStatusFilter>('pending');
  const list = useExpungements(status);
  const statuses: { value: ExpungementStatusFilter; label: string }[] = [
    { value: 'pending', label: t('staff.expungements.filter.pending') },
    { value: 'approved', label: t('staff.expungements.filter.approved') },
    { value: 'denied', label: t('staff.expungements.filter.denied') },
    { value: 'all', label: t('staff.expungements.filter.all') },
  ];
  return (
    <section className="page">
      <h1>{t('staff.expungements.title')}</h1>
      <div className="panel staff-filters">
        <SelectField
          label={t('staff.expungements.status')}
          options={statuses}
          value={status}
          onChange={(e) => setStatus(e.target.value as ExpungementStatusFilter)}
        />
      </div>
      <PagedPanel
        id="expungement-requests"
        title={t('staff.expungements.requests')}
        list={list}
        failedText={t('staff.expungements.loadFailed')}
        empty={emptyLine(t, status)}
      >
        {(requests) => (
          <ul className="staff-list">
            {requests.map((r) => (
              <RequestItem key={r._id} request={r} />
            ))}
          </ul>
        )}
      </PagedPanel>
    </section>
  );
}

function RequestItem({ request: r }: { request: StaffExpungementRequestJson }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const { busy, error: message, run } = useSubmit(firstIssueText);
  // The queue is read again once the decision is in.
  const decideRequest = useDecideExpungement(r._id);
  const record = r.record;
  const title = t('staff.expungements.itemTitle', {
    type: recordLabel(t, record.type),
    reason: record.reason,
    civilian: record.civilianName,
  });
  const meta = {
    date: formatDate(record.createdAt),
    officer: record.officerName,
    callsign: record.officerCallsign,
    when: formatDateTime(r.createdAt),
    who: r.requestedBy.username ?? r.requestedBy.discordId,
  };

  const decide = (decision: 'approve' | 'deny') =>
    run(async () => {
      await decideRequest.mutateAsync({ decision, note });
    });

  return (
    <li aria-label={title}>
      <p>
        <strong>{title}</strong>{' '}
        <span
          className={`badge ${r.status === 'approved' ? 'badge-green' : r.status === 'denied' ? 'badge-red' : 'badge-yellow'}`}
        >
          {statusLabel(t, r.status)}
        </span>
      </p>
      <p className="muted small">
        {record.fineAmount > 0
          ? t('staff.expungements.metaWithFine', {
              ...meta,
              amount: formatMoney(record.fineAmount),
              fineStatus: fineStatusLabel(t, record.fineStatus),
            })
          : t('staff.expungements.meta', meta)}
      </p>
      <p>{t('staff.expungements.reason', { reason: r.reason })}</p>
      {r.decisionNote && (
        <p className="muted">{t('staff.expungements.note', { note: r.decisionNote })}</p>
      )}
      {r.status === 'pending' && (
        <div className="form">
          <TextAreaField
            label={t('staff.expungements.noteLabel')}
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <StatusMessage text={message} />
          <div className="form-actions">
            {DECISIONS.map(({ decision, className, Icon }) => (
              <button
                key={decision}
                type="button"
                className={`btn ${className}`}
                disabled={busy}
                onClick={() => void decide(decision)}
              >
                <Icon aria-hidden="true" size={16} />{' '}
                {decision === 'approve'
                  ? t('staff.expungements.approve')
                  : t('staff.expungements.deny')}
              </button>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}

import { Check, X } from 'lucide-react';
import { useState } from 'react';
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

const TITLE = 'Expungements';
const STATUSES: { value: ExpungementStatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'denied', label: 'Denied' },
  { value: 'all', label: 'All' },
];
/** Deny first: approving hides the record, so it is the second, deliberate choice. */
const DECISIONS = [
  { decision: 'deny', label: 'Deny', className: 'btn-danger', Icon: X },
  { decision: 'approve', label: 'Approve', className: 'btn-success', Icon: Check },
] as const;
const RECORD_LABEL: Record<string, string> = {
  arrest: 'Arrest',
  citation: 'Citation',
  warning: 'Warning',
};

/** /dashboard/admin/expungements: owners' requests, approved or denied with a note. */
export function ExpungementsPage() {
  const [status, setStatus] = useState<ExpungementStatusFilter>('pending');
  const list = useExpungements(status);
  return (
    <section className="page">
      <h1>{TITLE}</h1>
      <div className="panel staff-filters">
        <SelectField
          label="Status"
          options={STATUSES}
          value={status}
          onChange={(e) => setStatus(e.target.value as ExpungementStatusFilter)}
        />
      </div>
      <PagedPanel
        id="expungement-requests"
        title="Requests"
        list={list}
        failedText="Failed to load requests."
        empty={
          <>
            No {status === 'all' ? '' : `${status} `}requests. Members ask from a record on their
            civilian page; new requests appear here.
          </>
        }
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
  const [note, setNote] = useState('');
  const { busy, error: message, run } = useSubmit(firstIssueText);
  // The queue is read again once the decision is in.
  const decideRequest = useDecideExpungement(r._id);
  const record = r.record;
  const title = `${RECORD_LABEL[record.type] ?? record.type}: ${record.reason} (${record.civilianName})`;

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
          {r.status}
        </span>
      </p>
      <p className="muted small">
        {formatDate(record.createdAt)} by {record.officerName} ({record.officerCallsign})
        {record.fineAmount > 0 &&
          ` · Fine ${formatMoney(record.fineAmount)} (${record.fineStatus})`}
        {' · '}requested {formatDateTime(r.createdAt)} by{' '}
        {r.requestedBy.username ?? r.requestedBy.discordId}
      </p>
      <p>Reason: {r.reason}</p>
      {r.decisionNote && <p className="muted">Note: {r.decisionNote}</p>}
      {r.status === 'pending' && (
        <div className="form">
          <TextAreaField
            label="Note (required to deny)"
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <StatusMessage text={message} />
          <div className="form-actions">
            {DECISIONS.map(({ decision, label, className, Icon }) => (
              <button
                key={decision}
                type="button"
                className={`btn ${className}`}
                disabled={busy}
                onClick={() => void decide(decision)}
              >
                <Icon aria-hidden="true" size={16} /> {label}
              </button>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}

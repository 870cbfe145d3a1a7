import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/paged';
import { useUser } from '../lib/session';
import { SelectField } from '../components/field';
import { useToast } from '../components/toast';
import { formatDateTime } from '../lib/format';
import { serverMessage } from '../lib/use-submit';
import { useAccountRequests, type RequestStatus } from './api/get-account-requests';
import { useDecideAccountRequest } from './api/decide-account-request';
import './bank.css';
import { Table } from '../components/table';
import { StatusMessage } from '../components/status-message';

type Status = RequestStatus;

const DECISIONS = [
  { decision: 'approve', label: 'Approve', className: 'btn-success', Icon: Check },
  { decision: 'reject', label: 'Reject', className: 'btn-danger', Icon: X },
] as const;

const STATUS_BADGE: Record<string, string> = {
  pending: 'badge-yellow',
  approved: 'badge-green',
  rejected: 'badge-red',
};

/** /dashboard/admin/bank-requests: staff approve or reject account requests. */
export function BankRequestsPage() {
  const user = useUser();
  if (!user.permissions.admin) {
    return (
      <section className="page">
        <h1>Account Requests</h1>
        <p className="message error">This requires the community staff (admin) role.</p>
      </section>
    );
  }
  return <BankRequests />;
}

function BankRequests() {
  const toast = useToast();
  const [status, setStatus] = useState<Status>('pending');
  const list = useAccountRequests(status);
  const requests = list.items;
  const error = list.failed ? 'Failed to load account requests.' : '';
  // A decision opens (or refuses) an account, so every bank view refreshes with the list.
  const decide = useDecideAccountRequest({
    onDecided: (message) => toast.show(message),
    onFailed: (err) => toast.show(serverMessage(err) ?? 'Failed to update the request.', 'error'),
  });
  const busyId = decide.isPending ? decide.variables.request._id : null;

  return (
    <section className="page">
      <div className="panel-header">
        <h1>Account Requests</h1>
        <div className="bank-filter">
          <SelectField
            label="Show"
            value={status}
            onChange={(e) => setStatus(e.target.value as Status)}
            options={[
              { value: 'pending', label: 'Pending' },
              { value: 'approved', label: 'Approved' },
              { value: 'rejected', label: 'Rejected' },
              { value: 'all', label: 'All' },
            ]}
          />
        </div>
      </div>
      <p className="muted">
        Business accounts and second accounts of a type wait here for staff approval.
      </p>
      <StatusMessage text={error} tone="error" />
      {requests === null && !error && <p className="muted">Loading requests...</p>}
      {requests?.length === 0 && (
        <EmptyState hint="Members' business and second accounts wait here for a decision.">
          No {status === 'all' ? '' : `${status} `}requests.
        </EmptyState>
      )}
      {requests && requests.length > 0 && (
        <Table wrapClassName="panel">
          <thead>
            <tr>
              <th>Requested</th>
              <th>Civilian</th>
              <th>Account Type</th>
              <th>Reason</th>
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r._id}>
                <td>{formatDateTime(r.createdAt)}</td>
                <td>
                  {r.civilian.firstName} {r.civilian.lastName}
                </td>
                <td>{r.accountType}</td>
                <td className="bank-reason">{r.reason}</td>
                <td>
                  <span
                    className={`badge bank-status-badge ${STATUS_BADGE[r.status] ?? 'badge-gray'}`}
                  >
                    {r.status}
                  </span>
                </td>
                <td>
                  {r.status === 'pending' && (
                    <div className="button-row bank-decisions">
                      {DECISIONS.map(({ decision, label, className, Icon }) => (
                        <button
                          key={decision}
                          type="button"
                          className={`btn ${className} btn-sm`}
                          disabled={busyId === r._id}
                          onClick={() => decide.mutate({ request: r, decision })}
                        >
                          <Icon aria-hidden="true" size={14} />
                          {label}
                        </button>
                      ))}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
      {toast.element}
    </section>
  );
}

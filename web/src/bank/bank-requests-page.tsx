import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/paged';
import { useUser } from '../lib/session';
import { SelectField } from '../components/field';
import { useToast } from '../components/toast';
import { formatDateTime } from '../lib/format';
import { serverMessage } from '../lib/use-submit';
import { useAccountRequests, type RequestStatus } from './api/get-account-requests';
import { useDecideAccountRequest } from './api/decide-account-request';
import { accountTypeLabel } from './bank-forms';
import './bank.css';
import { Table } from '../components/table';
import { StatusMessage } from '../components/status-message';

type Status = RequestStatus;

const DECISIONS = [
  { decision: 'approve', className: 'btn-success', Icon: Check },
  { decision: 'reject', className: 'btn-danger', Icon: X },
] as const;

const STATUS_BADGE: Record<string, string> = {
  pending: 'badge-yellow',
  approved: 'badge-green',
  rejected: 'badge-red',
};

/** A request's status on its badge; one this page does not know shows as sent. */
function statusLabel(t: TFunction, status: string): string {
  switch (status) {
    case 'pending':
      return t('bank.requests.badge.pending');
    case 'approved':
      return t('bank.requests.badge.approved');
    case 'rejected':
      return t('bank.requests.badge.rejected');
    default:
      return status;
  }
}

/** The empty list's line, for the status shown. */
function emptyLine(t: TFunction, status: Status): string {
  switch (status) {
    case 'pending':
      return t('bank.requests.empty.pending');
    case 'approved':
      return t('bank.requests.empty.approved');
    case 'rejected':
      return t('bank.requests.empty.rejected');
    default:
      return t('bank.requests.empty.all');
  }
}

/** /dashboard/admin/bank-requests: staff approve or reject account requests. */
export function BankRequestsPage() {
  const { t } = useTranslation();
  const user = useUser();
  if (!user.permissions.admin) {
    return (
      <section className="page">
        <h1>{t('bank.requests.title')}</h1>
        <p className="message error">{t('bank.requests.adminOnly')}</p>
      </section>
    );
  }
  return <BankRequests />;
}

function BankRequests() {
  const { t } = useTranslation();
  const toast = useToast();
  const [status, setStatus] = useState<Status>('pending');
  const list = useAccountRequests(status);
  const requests = list.items;
  const error = list.failed ? t('bank.requests.loadFailed') : '';
  // A decision opens (or refuses) an account, so every bank view refreshes with the list.
  const decide = useDecideAccountRequest({
    onDecided: (decision) =>
      toast.show(
        decision === 'approve' ? t('bank.requests.approved') : t('bank.requests.rejected'),
      ),
    onFailed: (err) => toast.show(serverMessage(err) ?? t('bank.requests.decideFailed'), 'error'),
  });
  const busyId = decide.isPending ? decide.variables.request._id : null;

  return (
    <section className="page">
      <div className="panel-header">
        <h1>{t('bank.requests.title')}</h1>
        <div className="bank-filter">
          <SelectField
            label={t('bank.requests.show')}
            value={status}
            onChange={(e) => setStatus(e.target.value as Status)}
            options={[
              { value: 'pending', label: t('bank.requests.filter.pending') },
              { value: 'approved', label: t('bank.requests.filter.approved') },
              { value: 'rejected', label: t('bank.requests.filter.rejected') },
              { value: 'all', label: t('bank.requests.filter.all') },
            ]}
          />
        </div>
      </div>
      <p className="muted">{t('bank.requests.intro')}</p>
      <StatusMessage text={error} tone="error" />
      {requests === null && !error && <p className="muted">{t('bank.requests.loading')}</p>}
      {requests?.length === 0 && (
        <EmptyState hint={t('bank.requests.emptyHint')}>{emptyLine(t, status)}</EmptyState>
      )}
      {requests && requests.length > 0 && (
        <Table wrapClassName="panel">
          <thead>
            <tr>
              <th>{t('bank.requests.columns.requested')}</th>
              <th>{t('bank.requests.columns.civilian')}</th>
              <th>{t('bank.requests.columns.accountType')}</th>
              <th>{t('bank.requests.columns.reason')}</th>
              <th>{t('bank.requests.columns.status')}</th>
              <th>{t('bank.requests.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r._id}>
                <td>{formatDateTime(r.createdAt)}</td>
                <td>
                  {r.civilian.firstName} {r.civilian.lastName}
                </td>
                <td>{accountTypeLabel(t, r.accountType)}</td>
                <td className="bank-reason">{r.reason}</td>
                <td>
                  <span
                    className={`badge bank-status-badge ${STATUS_BADGE[r.status] ?? 'badge-gray'}`}
                  >
                    {statusLabel(t, r.status)}
                  </span>
                </td>
                <td>
                  {r.status === 'pending' && (
                    <div className="button-row bank-decisions">
                      {DECISIONS.map(({ decision, className, Icon }) => (
                        <button
                          key={decision}
                          type="button"
                          className={`btn ${className} btn-sm`}
                          disabled={busyId === r._id}
                          onClick={() => decide.mutate({ request: r, decision })}
                        >
                          <Icon aria-hidden="true" size={14} />
                          {decision === 'approve'
                            ? t('bank.requests.approve')
                            : t('bank.requests.reject')}
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

import { Check } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/paged';
import { useToast } from '../components/toast';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { CreateWarrantModal } from './create-warrant-modal';
import { OfficerGate } from './officer-gate';
import { WarrantStatusBadge, warrantStatus } from './warrant-status';
import { useCreateWarrant } from './api/create-warrant';
import { useWarrants } from './api/list-warrants';
import { useResolveWarrant } from './api/resolve-warrant';
import type { Officer } from './api/types';
import { fullName } from './full-name';

const FILTERS = ['All', 'Active', 'Resolved', 'Expired'] as const;

export function WarrantsPage() {
  return (
    <OfficerGate title="Warrants & BOLOs">
      {(officer) => <Warrants officer={officer} />}
    </OfficerGate>
  );
}

function Warrants({ officer }: { officer: Officer }) {
  const [creating, setCreating] = useState(false);
  const [show, setShow] = useState<(typeof FILTERS)[number]>('All');
  const toast = useToast();

  const list = useWarrants(officer.department);
  const error = !list.error
    ? ''
    : list.error instanceof ApiError
      ? 'Failed to load warrants. Please try again.'
      : 'Unexpected error while loading warrants.';
  const warrants = list.items;
  // The server counts the department's whole list, not just the pages read so far.
  const counts = list.latest?.counts;

  const resolve = useResolveWarrant((err) => {
    console.error('Failed to resolve warrant', err);
    toast.show('Failed to resolve warrant.', 'error');
  });
  const create = useCreateWarrant(() => setCreating(false));

  const shown = warrants?.filter((w) => show === 'All' || warrantStatus(w) === show);

  return (
    <section className="page">
      <div className="page-header">
        <h1>Warrants &amp; BOLOs</h1>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          + Create Warrant
        </button>
      </div>
      <StatusMessage text={error} tone="error" />
      {!error && warrants === null && <p className="muted">Loading...</p>}
      {warrants && warrants.length > 0 && (
        <div className="filter-row" role="group" aria-label="Show warrants">
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={`btn btn-sm ${show === f ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={show === f}
              onClick={() => setShow(f)}
            >
              {f} ({counts?.[f] ?? 0})
            </button>
          ))}
        </div>
      )}
      {shown?.length === 0 && (
        <EmptyState hint="+ Create Warrant issues one for a civilian found by name.">
          No warrants found.
        </EmptyState>
      )}
      {shown && shown.length > 0 && (
        <ul className="grid plain-list" aria-label="Warrants">
          {shown.map((w) => {
            const status = warrantStatus(w);
            const name = w.civilianId ? fullName(w.civilianId) : 'Unknown civilian';
            return (
              <li
                key={w._id}
                className={`card warrant-card ${status === 'Active' ? 'is-active' : ''}`}
                aria-label={`${w.type} warrant for ${name}`}
              >
                <div className="warrant-card-head">
                  <h3>{name}</h3>
                  <WarrantStatusBadge warrant={w} />
                </div>
                <p className="muted small">{w.type} Warrant</p>
                <p>
                  <strong>Reason:</strong> {w.reason}
                </p>
                <p className="small">
                  Issued by {w.officerName} ({w.officerCallsign})
                </p>
                <p className="small muted">Issued {formatDateTime(w.createdAt)}</p>
                {w.expiresAt && (
                  <p className="small muted">
                    {status === 'Expired' ? 'Expired' : 'Expires'} {formatDateTime(w.expiresAt)}
                  </p>
                )}
                {status === 'Active' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-success"
                    disabled={resolve.isPending && resolve.variables?._id === w._id}
                    onClick={() => resolve.mutate(w)}
                  >
                    <Check aria-hidden="true" size={16} />
                    Resolve Warrant
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
      {creating && (
        <CreateWarrantModal
          officer={officer}
          onClose={() => setCreating(false)}
          create={create.mutateAsync}
        />
      )}
      {toast.element}
    </section>
  );
}

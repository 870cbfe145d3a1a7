import { Check } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/paged';
import { useToast } from '../components/toast';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { formatDateTime, formatNumber } from '../lib/format';
import { CreateWarrantModal } from './create-warrant-modal';
import { OfficerGate } from './officer-gate';
import {
  WarrantStatusBadge,
  warrantStatus,
  warrantStatusLabel,
  warrantTypeLabel,
} from './warrant-status';
import { useCreateWarrant } from './api/create-warrant';
import { useWarrants } from './api/list-warrants';
import { useResolveWarrant } from './api/resolve-warrant';
import type { Officer } from './api/types';
import { fullName } from './full-name';

const FILTERS = ['All', 'Active', 'Resolved', 'Expired'] as const;

export function WarrantsPage() {
  const { t } = useTranslation();
  return (
    <OfficerGate title={t('records.warrants.title')}>
      {(officer) => <Warrants officer={officer} />}
    </OfficerGate>
  );
}

function Warrants({ officer }: { officer: Officer }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [show, setShow] = useState<(typeof FILTERS)[number]>('All');
  const toast = useToast();

  const list = useWarrants(officer.department);
  const error = !list.error
    ? ''
    : list.error instanceof ApiError
      ? t('records.warrants.loadFailed')
      : t('records.warrants.loadUnexpected');
  const warrants = list.items;
  // The server counts the department's whole list, not just the pages read so far.
  const counts = list.latest?.counts;

  const resolve = useResolveWarrant((err) => {
    console.error('Failed to resolve warrant', err);
    toast.show(t('records.warrants.resolveFailed'), 'error');
  });
  const create = useCreateWarrant(() => setCreating(false));

  const shown = warrants?.filter((w) => show === 'All' || warrantStatus(w) === show);

  return (
    <section className="page">
      <div className="page-header">
        <h1>{t('records.warrants.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          {t('records.warrants.create')}
        </button>
      </div>
      <StatusMessage text={error} tone="error" />
      {!error && warrants === null && <p className="muted">{t('common.loading')}</p>}
      {warrants && warrants.length > 0 && (
        <div className="filter-row" role="group" aria-label={t('records.warrants.showLabel')}>
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={`btn btn-sm ${show === f ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={show === f}
              onClick={() => setShow(f)}
            >
              {t('records.warrants.filter', {
                label: f === 'All' ? t('records.warrants.all') : warrantStatusLabel(t, f),
                number: formatNumber(counts?.[f] ?? 0),
              })}
            </button>
          ))}
        </div>
      )}
      {shown?.length === 0 && (
        <EmptyState hint={t('records.warrants.emptyHint')}>
          {t('records.warrants.empty')}
        </EmptyState>
      )}
      {shown && shown.length > 0 && (
        <ul className="grid plain-list" aria-label={t('records.warrants.listLabel')}>
          {shown.map((w) => {
            const status = warrantStatus(w);
            const name = w.civilianId
              ? fullName(w.civilianId)
              : t('records.warrants.unknownCivilian');
            return (
              <li
                key={w._id}
                className={`card warrant-card ${status === 'Active' ? 'is-active' : ''}`}
                aria-label={
                  w.type === 'Search'
                    ? t('records.warrants.searchFor', { name })
                    : t('records.warrants.arrestFor', { name })
                }
              >
                <div className="warrant-card-head">
                  <h3>{name}</h3>
                  <WarrantStatusBadge warrant={w} />
                </div>
                <p className="muted small">{warrantTypeLabel(t, w.type)}</p>
                <p>
                  <Trans
                    i18nKey="records.warrants.reason"
                    values={{ reason: w.reason }}
                    components={{ strong: <strong /> }}
                  />
                </p>
                <p className="small">
                  {t('records.warrants.issuedBy', {
                    name: w.officerName,
                    callsign: w.officerCallsign,
                  })}
                </p>
                <p className="small muted">
                  {t('records.warrants.issued', { date: formatDateTime(w.createdAt) })}
                </p>
                {w.expiresAt && (
                  <p className="small muted">
                    {status === 'Expired'
                      ? t('records.warrants.expired', { date: formatDateTime(w.expiresAt) })
                      : t('records.warrants.expires', { date: formatDateTime(w.expiresAt) })}
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
                    {t('records.warrants.resolve')}
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

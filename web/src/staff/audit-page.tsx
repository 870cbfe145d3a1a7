import { Download, Filter } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@tenfour/db/browser';
import { EmptyState } from '../components/empty-state';
import { bindField, SelectField, TextField } from '../components/field';
import { LoadMore } from '../components/paged';
import { auditCsvHref, useAuditLog, type AuditFilters } from './api/get-audit-log';
import { AuditTable } from './audit-table';
import './staff.css';

const TITLE = 'Audit Log';
const KEYS = ['member', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

/** An ISO instant as a datetime-local value (local time), and back. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

/** /dashboard/admin/audit: the filtered log, paged, and its CSV export. */
export function AuditPage() {
  // The filters live in the address, so a member's page can link to their activity.
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const f: AuditFilters = {};
    for (const k of KEYS) {
      const v = params.get(k);
      if (v) f[k] = v;
    }
    return f;
  }, [params]);
  const [draft, setDraft] = useState<Record<(typeof KEYS)[number], string>>(() => ({
    member: filters.member ?? '',
    action: filters.action ?? '',
    targetType: filters.targetType ?? '',
    targetId: filters.targetId ?? '',
    from: filters.from ? toLocal(filters.from) : '',
    to: filters.to ? toLocal(filters.to) : '',
  }));
  const set = (key: (typeof KEYS)[number]) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const list = useAuditLog(filters);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const k of KEYS) {
      const v = k === 'from' || k === 'to' ? toIso(draft[k]) : draft[k].trim();
      if (v) next.set(k, v);
    }
    setParams(next);
  };

  return (
    <section className="page">
      <h1>{TITLE}</h1>
      <form className="panel staff-filters" aria-label="Filter the audit log" onSubmit={apply}>
        <TextField
          label="Member (Discord id)"
          inputMode="numeric"
          {...bindField(draft, set, 'member')}
        />
        <SelectField
          label="Action"
          placeholder="Any action"
          options={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))}
          {...bindField(draft, set, 'action')}
        />
        <SelectField
          label="Target type"
          placeholder="Any target"
          options={AUDIT_TARGET_TYPES}
          {...bindField(draft, set, 'targetType')}
        />
        <TextField label="Target id" {...bindField(draft, set, 'targetId')} />
        <TextField label="From" type="datetime-local" {...bindField(draft, set, 'from')} />
        <TextField label="To" type="datetime-local" {...bindField(draft, set, 'to')} />
        <button type="submit" className="btn btn-primary">
          <Filter aria-hidden="true" size={16} /> Apply Filters
        </button>
        <a className="btn btn-secondary" href={auditCsvHref(filters)} download>
          <Download aria-hidden="true" size={16} /> Export CSV
        </a>
      </form>
      <section className="panel section-gap" aria-labelledby="audit-entries">
        <h2 id="audit-entries">Entries</h2>
        {list.failed && (
          <p className="message error" role="alert">
            Failed to load the audit log. Check the filters.
          </p>
        )}
        {list.items === null ? (
          !list.failed && <p className="muted">Loading...</p>
        ) : list.items.length ? (
          <AuditTable entries={list.items} labelledBy="audit-entries" />
        ) : (
          <EmptyState>No entries match. Widen the dates or clear a filter.</EmptyState>
        )}
        <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
      </section>
    </section>
  );
}

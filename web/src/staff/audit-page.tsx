import { Download, Filter } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_TARGET_TYPES } from '@tenfour/db/browser';
import { EmptyState } from '../components/empty-state';
import { bindField, SelectField, TextField } from '../components/field';
import { LoadMore } from '../components/paged';
import { auditCsvHref, useAuditLog, type AuditFilters } from './api/get-audit-log';
import { auditActionLabels, auditTargetTypeLabel } from './audit-labels';
import { AuditTable } from './audit-table';
import './staff.css';

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
  const { t } = useTranslation();
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

  const bound = {
    member: bindField(draft, set, 'member'),
    action: bindField(draft, set, 'action'),
    targetType: bindField(draft, set, 'targetType'),
    targetId: bindField(draft, set, 'targetId'),
    from: bindField(draft, set, 'from'),
    to: bindField(draft, set, 'to'),
  };

  return (
    <section className="page">
      <h1>{t('staff.audit.title')}</h1>
      <form
        className="panel staff-filters"
        aria-label={t('staff.audit.filterLabel')}
        onSubmit={apply}
      >
        <TextField label={t('staff.audit.member')} inputMode="numeric" {...bound.member} />
        <SelectField
          label={t('staff.audit.action')}
          placeholder={t('staff.audit.anyAction')}
          options={Object.entries(auditActionLabels(t)).map(([value, label]) => ({ value, label }))}
          {...bound.action}
        />
        <SelectField
          label={t('staff.audit.targetType')}
          placeholder={t('staff.audit.anyTarget')}
          options={AUDIT_TARGET_TYPES.map((value) => ({
            value,
            label: auditTargetTypeLabel(t, value),
          }))}
          {...bound.targetType}
        />
        <TextField label={t('staff.audit.targetId')} {...bound.targetId} />
        <TextField label={t('staff.audit.from')} type="datetime-local" {...bound.from} />
        <TextField label={t('staff.audit.to')} type="datetime-local" {...bound.to} />
        <button type="submit" className="btn btn-primary">
          <Filter aria-hidden="true" size={16} /> {t('staff.audit.apply')}
        </button>
        <a className="btn btn-secondary" href={auditCsvHref(filters)} download>
          <Download aria-hidden="true" size={16} /> {t('staff.audit.export')}
        </a>
      </form>
      <section className="panel section-gap" aria-labelledby="audit-entries">
        <h2 id="audit-entries">{t('staff.audit.entries')}</h2>
        {list.failed && (
          <p className="message error" role="alert">
            {t('staff.audit.loadFailed')}
          </p>
        )}
        {list.items === null ? (
          !list.failed && <p className="muted">{t('common.loading')}</p>
        ) : list.items.length ? (
          <AuditTable entries={list.items} labelledBy="audit-entries" />
        ) : (
          <EmptyState>{t('staff.audit.empty')}</EmptyState>
        )}
        <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
      </section>
    </section>
  );
}

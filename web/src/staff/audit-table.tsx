import { useTranslation } from 'react-i18next';
import { Table, TableHead } from '../components/table';
import { formatDateTime } from '../lib/format';
import type { AuditEntryJson } from './api/get-audit-log';
import { auditActionLabel, auditTargetTypeLabel } from './audit-labels';

/** "field: before → after" lines of what an entry changed. */
export function describeChange(entry: Pick<AuditEntryJson, 'before' | 'after'>): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));
  return keys
    .map((k) =>
      k in before && k in after
        ? `${k}: ${show(before[k])} → ${show(after[k])}`
        : `${k}: ${show(k in after ? after[k] : before[k])}`,
    )
    .join('\n');
}

/** Audit entries, newest first: when, who (and as which profile), what, on what. */
export function AuditTable({
  entries,
  labelledBy,
}: {
  entries: AuditEntryJson[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  return (
    <Table aria-labelledby={labelledBy}>
      <TableHead
        columns={[
          t('staff.audit.columns.when'),
          t('staff.audit.columns.who'),
          t('staff.audit.columns.action'),
          t('staff.audit.columns.target'),
          t('staff.audit.columns.change'),
        ]}
      />
      <tbody>
        {entries.map((e) => (
          <tr key={e._id}>
            <td>{formatDateTime(e.at)}</td>
            <td>
              {e.actor ? (e.actor.name ?? e.actor.discordId) : t('staff.audit.system')}
              {e.actor?.profile && (
                <span className="muted small">
                  {' '}
                  {t('staff.audit.asProfile', { profile: e.actor.profile })}
                </span>
              )}
            </td>
            <td>{auditActionLabel(t, e.action, e.actionLabel)}</td>
            <td>
              {e.target.label}
              <span className="muted small"> ({auditTargetTypeLabel(t, e.target.type)})</span>
            </td>
            <td>
              <pre className="staff-change">{describeChange(e)}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

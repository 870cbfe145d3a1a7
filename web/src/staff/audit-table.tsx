import { Table, TableHead } from '../components/table';
import { formatDateTime } from '../lib/format';
import type { AuditEntryJson } from './api/get-audit-log';

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
  return (
    <Table aria-labelledby={labelledBy}>
      <TableHead columns={['When', 'Who', 'Action', 'Target', 'Change']} />
      <tbody>
        {entries.map((e) => (
          <tr key={e._id}>
            <td>{formatDateTime(e.at)}</td>
            <td>
              {e.actor ? (e.actor.name ?? e.actor.discordId) : 'System'}
              {e.actor?.profile && <span className="muted small"> as {e.actor.profile}</span>}
            </td>
            <td>{e.actionLabel}</td>
            <td>
              {e.target.label}
              <span className="muted small"> ({e.target.type})</span>
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

import type { AuditEntryJson } from '@tenfour/db/staff';

export const AUDIT_CSV_HEADER = [
  'Time (UTC)',
  'Member ID',
  'Member',
  'Profile',
  'Action',
  'Action label',
  'Target type',
  'Target ID',
  'Target',
  'Before',
  'After',
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return
 * first) is prefixed with ' so it shows as the text it is: staff open exports in Excel, and
 * names and reasons come from members.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

export function auditCsvLine(entry: AuditEntryJson): string {
  return csvLine([
    entry.at,
    entry.actor?.discordId,
    entry.actor?.name,
    entry.actor?.profile,
    entry.action,
    entry.actionLabel,
    entry.target.type,
    entry.target.id,
    entry.target.label,
    entry.before ? JSON.stringify(entry.before) : '',
    entry.after ? JSON.stringify(entry.after) : '',
  ]);
}

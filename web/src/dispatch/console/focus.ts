/** The calls table's id: the skip link's target and where focus rests with no row left. */
export const CALLS_TABLE_ID = 'dispatch-calls-table';

function table() {
  return document.getElementById(CALLS_TABLE_ID);
}

/**
 * Focus a call's row once the board has drawn it (after the change that moved focus away:
 * a closed drawer, a hidden row), else the table, so focus never falls to the page's body.
 */
export function focusCallRow(callId: string | null) {
  requestAnimationFrame(() => focusRowNow(callId));
}

/** Focus a call's row that is on the table now (else the table). */
export function focusRowNow(callId: string | null) {
  const row = callId ? table()?.querySelector<HTMLElement>(`tr[data-call-id="${callId}"]`) : null;
  (row ?? table())?.focus();
}

/** The skip link's landing: the calls table's Tab stop row, else the table itself. */
export function focusBoard(): boolean {
  const target = table()?.querySelector<HTMLElement>('tbody tr[tabindex="0"]') ?? table();
  target?.focus();
  return Boolean(target);
}

/** Dollars typed by staff as cents; '' is none, anything unreadable undefined. */
export function centsOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 100);
}

/** Cents as the dollars a staff form shows; none is ''. */
export const dollarsOf = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

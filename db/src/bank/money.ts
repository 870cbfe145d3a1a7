/** Dollars as the API shows them: cents / 100 (every cent value is an exact integer). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** "$1,234.50": money is always shown with 2 decimals. */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export type ParsedAmount = { ok: true; cents: number } | { ok: false; message: string };

const DOLLARS = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads an amount of dollars sent by a client (a JSON number or a numeric string) as whole
 * cents, without floating-point rounding: it must be positive, have at most 2 decimals and
 * not exceed the configured maximum. NaN, Infinity, exponents and signs are refused.
 */
export function parseDollars(input: unknown, maxCents: number): ParsedAmount {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: 'Amount must be a number.' };
    if (input <= 0) return { ok: false, message: 'Amount must be greater than zero.' };
    // String(0.1) is "0.1": JavaScript prints the shortest text that reads back the same.
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, message: 'Amount is required.' };
  }
  if (/^-/.test(text)) return { ok: false, message: 'Amount must be greater than zero.' };
  const match = DOLLARS.exec(text);
  if (!match) {
    return /^\d+\.\d{3,}$/.test(text)
      ? { ok: false, message: 'Amount can have at most 2 decimals.' }
      : { ok: false, message: 'Amount must be a number.' };
  }
  const whole = match[1] ?? '';
  // Built only when refused: formatting the maximum (toLocaleString) costs more than parsing.
  const tooLarge = () => ({
    ok: false as const,
    message: `Amount cannot exceed ${formatDollars(maxCents)}.`,
  });
  if (whole.replace(/^0+/, '').length > 13) return tooLarge();
  const cents = Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents <= 0) return { ok: false, message: 'Amount must be greater than zero.' };
  if (cents > maxCents) return tooLarge();
  return { ok: true, cents };
}

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

import { englishMessage, type MessageArgs, type MessageParams } from '../messages';

type AmountRefusal =
  | 'bank.amountRequired'
  | 'bank.amountNotNumber'
  | 'bank.amountNotAboveZero'
  | 'bank.amountDecimals'
  | 'bank.amountTooLarge';

/** A refused amount: its message by key and values, and the English of it. */
export type ParsedAmount =
  | { ok: true; cents: number }
  | { ok: false; key: AmountRefusal; params: MessageParams; message: string };

function refused<K extends AmountRefusal>(key: K, ...args: MessageArgs<K>): ParsedAmount {
  return { ok: false, key, params: args[0] ?? {}, message: englishMessage(key, ...args) };
}

const DOLLARS = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads an amount of dollars sent by a client (a JSON number or a numeric string) as whole
 * cents, without floating-point rounding: it must be positive, have at most 2 decimals and
 * not exceed the configured maximum. NaN, Infinity, exponents and signs are refused.
 */
export function parseDollars(input: unknown, maxCents: number): ParsedAmount {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return refused('bank.amountNotNumber');
    if (input <= 0) return refused('bank.amountNotAboveZero');
    // String(0.1) is "0.1": JavaScript prints the shortest text that reads back the same.
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return refused('bank.amountRequired');
  }
  if (/^-/.test(text)) return refused('bank.amountNotAboveZero');
  const match = DOLLARS.exec(text);
  if (!match) {
    return /^\d+\.\d{3,}$/.test(text)
      ? refused('bank.amountDecimals')
      : refused('bank.amountNotNumber');
  }
  const whole = match[1] ?? '';
  // Built only when refused: formatting the maximum (toLocaleString) costs more than parsing.
  const tooLarge = () => refused('bank.amountTooLarge', { max: formatDollars(maxCents) });
  if (whole.replace(/^0+/, '').length > 13) return tooLarge();
  const cents = Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents <= 0) return refused('bank.amountNotAboveZero');
  if (cents > maxCents) return tooLarge();
  return { ok: true, cents };
}

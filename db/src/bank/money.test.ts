import { describe, expect, it } from 'vitest';
import { formatDollars, parseDollars } from './money';

const MAX = 100_000_000;

describe('parseDollars', () => {
  it('reads numbers and numeric strings as exact cents', () => {
    expect(parseDollars(0.01, MAX)).toEqual({ ok: true, cents: 1 });
    expect(parseDollars(0.1, MAX)).toEqual({ ok: true, cents: 10 });
    expect(parseDollars(19.99, MAX)).toEqual({ ok: true, cents: 1999 });
    expect(parseDollars('1234.5', MAX)).toEqual({ ok: true, cents: 123450 });
    expect(parseDollars(' 7 ', MAX)).toEqual({ ok: true, cents: 700 });
    expect(parseDollars(1_000_000, MAX)).toEqual({ ok: true, cents: MAX });
  });

  it('refuses zero, negatives, extra decimals, non-numbers and amounts above the maximum', () => {
    const refused: [unknown, RegExp][] = [
      [0, /greater than zero/],
      ['0.00', /greater than zero/],
      [-1, /greater than zero/],
      ['-1', /greater than zero/],
      [1.001, /at most 2 decimals/],
      ['1.001', /at most 2 decimals/],
      [Number.NaN, /must be a number/],
      [Number.POSITIVE_INFINITY, /must be a number/],
      ['Infinity', /must be a number/],
      ['1e3', /must be a number/],
      ['0x10', /must be a number/],
      ['', /must be a number/],
      [null, /required/],
      [1_000_000.01, /cannot exceed \$1,000,000\.00/],
      ['123456789012345678901234', /cannot exceed/],
      [1e21, /must be a number/],
    ];
    for (const [input, message] of refused) {
      const result = parseDollars(input, MAX);
      expect(result.ok, String(input)).toBe(false);
      if (!result.ok) expect(result.message, String(input)).toMatch(message);
    }
  });
});

describe('formatDollars', () => {
  it('always shows 2 decimals and thousands separators', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(123456789)).toBe('$1,234,567.89');
    expect(formatDollars(-2550)).toBe('-$25.50');
  });
});

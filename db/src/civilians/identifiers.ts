import { randomInt } from 'node:crypto';

/** A 9-digit SSN shaped like a real one: no 000/666/9xx area, no 00 group, no 0000 serial. */
export function generateSsn(): string {
  let area = randomInt(1, 900);
  if (area === 666) area = 665;
  const group = randomInt(1, 100);
  const serial = randomInt(1, 10_000);
  return `${pad(area, 3)}${pad(group, 2)}${pad(serial, 4)}`;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'; // I, O and Q are never used.
const SERIAL_CHARS = '0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'; // a 30-year cycle from 1980
const MANUFACTURERS = ['1HG', '1FT', '1G1', '2T1', '3VW', '5YJ', 'JHM', 'WBA', 'KNA', 'SAL'];
const TRANSLITERATION: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGH']
    .map((c, i) => [c, i + 1] as const)
    .concat(
      [...'JKLMN'].map((c, i) => [c, i + 1] as const),
      [['P', 7]],
      [['R', 9]],
      [...'STUVWXYZ'].map((c, i) => [c, i + 2] as const),
    ),
);
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * A 17-character VIN with a valid check digit (position 9) and the model-year code
 * (position 10) of `year`, so it reads like a real one in a search.
 */
export function generateVin(year: number | null): string {
  const pick = (chars: string) => chars[randomInt(chars.length)]!;
  const wmi = MANUFACTURERS[randomInt(MANUFACTURERS.length)]!;
  const vds = Array.from({ length: 5 }, () => pick(VIN_CHARS)).join('');
  const modelYear = YEAR_CODES[((((year ?? 2020) - 1980) % 30) + 30) % 30]!;
  const plant = pick(VIN_CHARS);
  const serial = Array.from({ length: 6 }, () => pick(SERIAL_CHARS)).join('');
  const draft = `${wmi}${vds}0${modelYear}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    const value = /\d/.test(c) ? Number(c) : (TRANSLITERATION[c] ?? 0);
    sum += value * WEIGHTS[i]!;
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

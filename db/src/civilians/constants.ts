// Constants of civilian records shared by the API and the web forms. No imports with side
// effects: the browser bundles this.

// The seeded values of the forms' lists, kept here so the web app can word them in the reader's
// language. What a form offers and the server accepts is the community's stored list
// (docs/values.md); a value staff add shows as they wrote it.
export const HAIR_COLORS = ['Black', 'Brown', 'Blonde', 'Red', 'Gray', 'White', 'Other'] as const;
export const EYE_COLORS = ['Brown', 'Blue', 'Green', 'Hazel', 'Gray', 'Amber', 'Other'] as const;
export const VEHICLE_TYPES = [
  'Sedan',
  'SUV',
  'Truck',
  'Motorcycle',
  'Coupe',
  'Van',
  'Convertible',
  'Offroad',
] as const;

export const DMV_TEST_TYPES = [
  "Standard Driver's License",
  'Motorcycle License',
  'CDL Class A',
  'CDL Class B',
] as const;
export type DmvTestType = (typeof DMV_TEST_TYPES)[number];

export const DMV_QUESTION_COUNT = 10;
export const DMV_PASS_MARK = 7;
/** 15 minutes from the start of the test. */
export const DMV_TIME_LIMIT_MS = 900_000;

/** "WPN-" plus 6 uppercase letters or digits. */
export const WEAPON_SERIAL_PATTERN = /^WPN-[A-Z0-9]{6}$/;
const SERIAL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new weapon serial; the browser generates it on registration, the server when absent. */
export function generateWeaponSerial(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(6));
  // The slight modulo bias is harmless: uniqueness is enforced by the database.
  return `WPN-${Array.from(bytes, (b) => SERIAL_ALPHABET[b % SERIAL_ALPHABET.length]).join('')}`;
}

// The option lists for civilian records, shared by the API's validation and the web
// forms so both say the same thing. No imports with side effects: the browser bundles this.

export const HAIR_COLORS = ['Black', 'Brown', 'Blonde', 'Red', 'Gray', 'White', 'Other'] as const;
export const EYE_COLORS = ['Brown', 'Blue', 'Green', 'Hazel', 'Gray', 'Amber', 'Other'] as const;

/** Offered when registering a vehicle; the first is the default. */
export const REGISTRATION_VEHICLE_TYPES = [
  'Sedan',
  'SUV',
  'Truck',
  'Motorcycle',
  'Coupe',
  'Van',
  'Convertible',
] as const;
/** The Edit Vehicle dialog's own list. */
export const EDIT_VEHICLE_TYPES = [
  'Sedan',
  'Coupe',
  'SUV',
  'Truck',
  'Offroad',
  'Motorcycle',
] as const;
/** Updates accept either list, so a vehicle keeps a type the edit list lacks. */
export const VEHICLE_TYPES = [...REGISTRATION_VEHICLE_TYPES, 'Offroad'] as const;
export const DEFAULT_VEHICLE_TYPE = 'Sedan';

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

/** Common firearms offered as suggestions; the weapon type itself is free text. */
export const WEAPON_SUGGESTIONS = [
  'Pistol',
  'Combat Pistol',
  'Heavy Pistol',
  'Revolver',
  'Pump Shotgun',
  'Carbine Rifle',
  'Hunting Rifle',
  'SMG',
] as const;

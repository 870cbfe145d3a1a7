import type { TFunction } from 'i18next';
import type {
  DMV_TEST_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  LICENSE_TYPES,
  VEHICLE_TYPES,
} from '@tenfour/db/browser';

// The fixed choices a civilian record stores in English (the server's lists), shown in the
// reader's language. A stored value the lists do not know shows as it was stored.

export const SEXES = ['Male', 'Female', 'Other'] as const;

const sexes = (t: TFunction): Record<(typeof SEXES)[number], string> => ({
  Male: t('civilians.sex.male'),
  Female: t('civilians.sex.female'),
  Other: t('civilians.sex.other'),
});

const hairColors = (t: TFunction): Record<(typeof HAIR_COLORS)[number], string> => ({
  Black: t('civilians.hairColor.black'),
  Brown: t('civilians.hairColor.brown'),
  Blonde: t('civilians.hairColor.blonde'),
  Red: t('civilians.hairColor.red'),
  Gray: t('civilians.hairColor.gray'),
  White: t('civilians.hairColor.white'),
  Other: t('civilians.hairColor.other'),
});

const eyeColors = (t: TFunction): Record<(typeof EYE_COLORS)[number], string> => ({
  Brown: t('civilians.eyeColor.brown'),
  Blue: t('civilians.eyeColor.blue'),
  Green: t('civilians.eyeColor.green'),
  Hazel: t('civilians.eyeColor.hazel'),
  Gray: t('civilians.eyeColor.gray'),
  Amber: t('civilians.eyeColor.amber'),
  Other: t('civilians.eyeColor.other'),
});

const vehicleTypes = (t: TFunction): Record<(typeof VEHICLE_TYPES)[number], string> => ({
  Sedan: t('civilians.vehicleType.sedan'),
  SUV: t('civilians.vehicleType.suv'),
  Truck: t('civilians.vehicleType.truck'),
  Motorcycle: t('civilians.vehicleType.motorcycle'),
  Coupe: t('civilians.vehicleType.coupe'),
  Van: t('civilians.vehicleType.van'),
  Convertible: t('civilians.vehicleType.convertible'),
  Offroad: t('civilians.vehicleType.offroad'),
});

const licenseTypes = (t: TFunction): Record<(typeof LICENSE_TYPES)[number], string> => ({
  'Class C - Standard Drivers License': t('civilians.licenseType.classC'),
  'Class M - Motorcycle License': t('civilians.licenseType.classM'),
  'Class A - CDL Class A License': t('civilians.licenseType.classA'),
  'Class B - CDL Class B License': t('civilians.licenseType.classB'),
});

const dmvTestTypes = (t: TFunction): Record<(typeof DMV_TEST_TYPES)[number], string> => ({
  "Standard Driver's License": t('civilians.dmvTestType.standard'),
  'Motorcycle License': t('civilians.dmvTestType.motorcycle'),
  'CDL Class A': t('civilians.dmvTestType.cdlA'),
  'CDL Class B': t('civilians.dmvTestType.cdlB'),
});

/** A stored value in the reader's language, or as stored when the list does not know it. */
const lookup =
  (labels: (t: TFunction) => Record<string, string>) =>
  (t: TFunction, value: string): string => {
    const known = labels(t);
    return Object.hasOwn(known, value) ? known[value]! : value;
  };

export const sexLabel = lookup(sexes);
export const hairColorLabel = lookup(hairColors);
export const eyeColorLabel = lookup(eyeColors);
export const vehicleTypeLabel = lookup(vehicleTypes);
export const licenseLabel = lookup(licenseTypes);
export const dmvTestLabel = lookup(dmvTestTypes);

/** A select's options: each stored value, worded in the reader's language. */
export const labelled = (
  t: TFunction,
  values: readonly string[],
  label: (t: TFunction, value: string) => string,
) => values.map((value) => ({ value, label: label(t, value) }));

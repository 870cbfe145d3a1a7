// Browser-safe: the web's builder and filing pages read these (db/src/browser.ts).

/** What a field asks for (docs/forms.md). Links are stored by id with the text they showed. */
export const FORM_FIELD_TYPES = [
  'text',
  'longText',
  'number',
  'money',
  'datetime',
  'yesNo',
  'oneOf',
  'severalOf',
  'civilian',
  'vehicle',
  'charges',
  'officer',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Where a form may be published: a department's service, as departments name them. */
export const FORM_SERVICES = ['police', 'fire', 'ems'] as const;
export type FormService = (typeof FORM_SERVICES)[number];

/** Sizes a definition stays within, so a form renders on a phone and files in one request. */
export const FORM_LIMITS = {
  sections: 20,
  fields: 60,
  options: 50,
  name: 80,
  description: 500,
  label: 80,
  help: 300,
  option: 80,
  key: 40,
  /** The longest text any answer may be (a long text's default maximum). */
  longText: 8000,
  text: 500,
  /** The most choices a several-of or charges field takes. */
  selections: 50,
  /** Largest number or amount (dollars) a field accepts. */
  number: 1_000_000_000,
} as const;

/** What a filed form stores per field key: links keep the text they showed when filed. */
export type FormAnswer =
  | string
  | number
  | boolean
  | string[]
  | { id: string; text: string }
  | { id: string; text: string }[];
export type FormAnswers = Record<string, FormAnswer>;

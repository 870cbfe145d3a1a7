// Custom fields of civilians, vehicles and weapons (docs/values.md "Custom fields"). Pure data
// and functions (type imports only), so the server's checks and the web's inputs agree.
import type { MessageKey, MessageParams } from '../messages';
import type {
  CustomFieldAudience,
  CustomFieldSearch,
  CustomFieldTarget,
  CustomFieldType,
} from '../schema/values';

export type { CustomFieldAudience, CustomFieldSearch, CustomFieldTarget, CustomFieldType };

export const CUSTOM_FIELD_TARGETS = [
  'civilian',
  'vehicle',
  'weapon',
] as const satisfies readonly CustomFieldTarget[];
export const CUSTOM_FIELD_TYPES = [
  'text',
  'longtext',
  'number',
  'date',
  'yesno',
  'choice',
] as const satisfies readonly CustomFieldType[];
export const CUSTOM_FIELD_AUDIENCES = [
  'owner',
  'public_safety',
  'staff',
] as const satisfies readonly CustomFieldAudience[];
export const CUSTOM_FIELD_SEARCHES = [
  'none',
  'exact',
  'prefix',
] as const satisfies readonly CustomFieldSearch[];

/** Bounds shared by the API's validation, the database's CHECKs and the staff page. */
export const CUSTOM_FIELD_LIMITS = {
  /** Fields per target. */
  count: 40,
  label: 60,
  help: 200,
  options: 50,
  option: 60,
  /** The longest max length staff may set. */
  maxLength: 4000,
  /** What a text or long text field holds when staff set no max length. */
  defaultMaxLength: { text: 200, longtext: 2000 },
} as const;

/** A custom field as every process holds it. */
export interface CustomFieldValue {
  id: string;
  target: CustomFieldTarget;
  key: string;
  label: string;
  type: CustomFieldType;
  required: boolean;
  options: string[];
  maxLength: number | null;
  min: number | null;
  max: number | null;
  help: string | null;
  see: CustomFieldAudience[];
  edit: CustomFieldAudience[];
  inResults: boolean;
  searchable: CustomFieldSearch;
  position: number;
  retired: boolean;
}

/** What a record shows of one field: its definition's name and the value. */
export interface CustomFieldShown {
  key: string;
  label: string;
  type: CustomFieldType;
  value: CustomFieldStored;
  retired: boolean;
}

/** A stored value: text, long text, date (YYYY-MM-DD) and choice are strings. */
export type CustomFieldStored = string | number | boolean;

/** Whether any of the reader's audiences is among `allowed`. */
export const reaches = (
  allowed: readonly CustomFieldAudience[],
  reader: ReadonlySet<CustomFieldAudience>,
) => allowed.some((a) => reader.has(a));

/** The fields a form offers the reader: live ones of the target they may edit, in order. */
export function editableFields(
  all: readonly CustomFieldValue[],
  target: CustomFieldTarget,
  reader: ReadonlySet<CustomFieldAudience>,
): CustomFieldValue[] {
  return all
    .filter((f) => f.target === target && !f.retired && reaches(f.edit, reader))
    .sort((a, b) => a.position - b.position);
}

export type CustomValueCheck =
  { ok: true; value: CustomFieldStored } | { ok: false; key: MessageKey; params: MessageParams };

const refuse = (key: MessageKey, params: MessageParams = {}): CustomValueCheck => ({
  ok: false,
  key,
  params,
});

const isDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/**
 * One value against its field's definition. `current` is what the record holds already: a
 * choice whose option staff have since removed stays valid where it is, never chosen anew.
 */
export function checkCustomValue(
  field: CustomFieldValue,
  raw: unknown,
  current?: CustomFieldStored,
): CustomValueCheck {
  switch (field.type) {
    case 'text':
    case 'longtext': {
      if (typeof raw !== 'string') return refuse('customValues.notText');
      const value = raw.trim();
      const max = field.maxLength ?? CUSTOM_FIELD_LIMITS.defaultMaxLength[field.type];
      if (value.length > max) return refuse('customValues.tooLong', { max });
      if (field.type === 'text' && /[\r\n]/.test(value)) return refuse('customValues.oneLine');
      return { ok: true, value };
    }
    case 'number': {
      const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof value !== 'number' || !Number.isFinite(value))
        return refuse('customValues.notNumber');
      if (field.min !== null && value < field.min)
        return refuse('customValues.belowMin', { min: field.min });
      if (field.max !== null && value > field.max)
        return refuse('customValues.aboveMax', { max: field.max });
      return { ok: true, value };
    }
    case 'date':
      return typeof raw === 'string' && isDate(raw)
        ? { ok: true, value: raw }
        : refuse('customValues.notDate');
    case 'yesno':
      return typeof raw === 'boolean' ? { ok: true, value: raw } : refuse('customValues.notYesNo');
    case 'choice':
      return typeof raw === 'string' && (field.options.includes(raw) || raw === current)
        ? { ok: true, value: raw }
        : refuse('customValues.notOption', { options: field.options.join(', ') });
  }
}

/** Whether a value counts as empty (cleared): null, or text of only spaces. */
export const isEmptyCustomValue = (raw: unknown) =>
  raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

type ShapeIssueKey =
  | 'values.customFieldOptionsNeeded'
  | 'values.customFieldOptionRepeated'
  | 'values.customFieldOptionsOnlyChoice'
  | 'values.customFieldMaxLengthOnlyText'
  | 'values.customFieldRangeOnlyNumber'
  | 'values.customFieldMinAboveMax';

/** The parts of a definition that must agree with its type. */
export interface CustomFieldShape {
  type: CustomFieldType;
  options: readonly string[];
  maxLength: number | null;
  min: number | null;
  max: number | null;
}

/**
 * What is wrong with a definition as a whole (checked on create and on every edit, so a
 * patch cannot leave a number field with options): the field at fault and why, or null.
 */
export function customFieldShapeIssue(
  def: CustomFieldShape,
): { field: string; key: ShapeIssueKey } | null {
  if (def.type === 'choice') {
    if (def.options.length === 0)
      return { field: 'options', key: 'values.customFieldOptionsNeeded' };
    const seen = new Set(def.options.map((o) => o.toLowerCase()));
    if (seen.size !== def.options.length)
      return { field: 'options', key: 'values.customFieldOptionRepeated' };
  } else if (def.options.length > 0)
    return { field: 'options', key: 'values.customFieldOptionsOnlyChoice' };
  if (def.maxLength !== null && def.type !== 'text' && def.type !== 'longtext')
    return { field: 'maxLength', key: 'values.customFieldMaxLengthOnlyText' };
  if ((def.min !== null || def.max !== null) && def.type !== 'number')
    return { field: def.min !== null ? 'min' : 'max', key: 'values.customFieldRangeOnlyNumber' };
  if (def.min !== null && def.max !== null && def.min > def.max)
    return { field: 'min', key: 'values.customFieldMinAboveMax' };
  return null;
}

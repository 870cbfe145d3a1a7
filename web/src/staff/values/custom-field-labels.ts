import type { TFunction } from 'i18next';
import type {
  CustomFieldAudience,
  CustomFieldSearch,
  CustomFieldTarget,
  CustomFieldType,
} from '@tenfour/db/browser';

// Each word by its own literal key, so the catalogue test sees every key the page uses.

export const targetText = (t: TFunction, v: CustomFieldTarget): string =>
  ({
    civilian: t('values.customFields.targets.civilian'),
    vehicle: t('values.customFields.targets.vehicle'),
    weapon: t('values.customFields.targets.weapon'),
  })[v];

export const typeText = (t: TFunction, v: CustomFieldType): string =>
  ({
    text: t('values.customFields.types.text'),
    longtext: t('values.customFields.types.longtext'),
    number: t('values.customFields.types.number'),
    date: t('values.customFields.types.date'),
    yesno: t('values.customFields.types.yesno'),
    choice: t('values.customFields.types.choice'),
  })[v];

export const searchText = (t: TFunction, v: CustomFieldSearch): string =>
  ({
    none: t('values.customFields.searches.none'),
    exact: t('values.customFields.searches.exact'),
    prefix: t('values.customFields.searches.prefix'),
  })[v];

export const audienceText = (t: TFunction, v: CustomFieldAudience): string =>
  ({
    owner: t('values.customFields.audiences.owner'),
    public_safety: t('values.customFields.audiences.public_safety'),
    staff: t('values.customFields.audiences.staff'),
  })[v];

export const audienceSetText = (t: TFunction, v: 'see' | 'edit'): string =>
  v === 'see' ? t('values.customFields.fields.see') : t('values.customFields.fields.edit');

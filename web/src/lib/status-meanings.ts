import type { TFunction } from 'i18next';
import type { StatusMeaning } from '@tenfour/db/values';

/** What a status can mean to the CAD, in the order the server lists them (docs/values.md). */
export const MEANINGS = [
  'available',
  'busy',
  'enroute',
  'onscene',
  'offduty',
  'panic',
] as const satisfies readonly StatusMeaning[];

/** A meaning in the reader's language (each key written out, so the catalogue check sees it). */
export function meaningText(t: TFunction, meaning: StatusMeaning): string {
  switch (meaning) {
    case 'available':
      return t('values.meanings.available');
    case 'busy':
      return t('values.meanings.busy');
    case 'enroute':
      return t('values.meanings.enroute');
    case 'onscene':
      return t('values.meanings.onscene');
    case 'offduty':
      return t('values.meanings.offduty');
    case 'panic':
      return t('values.meanings.panic');
  }
}

import type { TFunction } from 'i18next';
import type { StatusService } from './api';

/** The two lists: police, and fire/rescue (fire and EMS answer as one board). */
export const SERVICES = ['police', 'safr'] as const satisfies readonly StatusService[];

/** A service's name in the reader's language. */
export function serviceText(t: TFunction, service: StatusService): string {
  switch (service) {
    case 'police':
      return t('values.services.police');
    case 'safr':
      return t('values.services.safr');
  }
}

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Warrant } from './api/types';

/**
 * The status to show: the server's, except that an Active warrant whose expiry has passed is
 * shown as Expired (the list may have been loaded before it lapsed).
 */
export function warrantStatus(w: Pick<Warrant, 'status' | 'expiresAt'>, now = Date.now()): string {
  if (w.status === 'Active' && w.expiresAt && new Date(w.expiresAt).getTime() <= now) {
    return 'Expired';
  }
  return w.status;
}

/** A warrant status in the reader's language. */
export function warrantStatusLabel(t: TFunction, status: string): string {
  switch (status) {
    case 'Active':
      return t('records.warrants.status.active');
    case 'Resolved':
      return t('records.warrants.status.resolved');
    case 'Expired':
      return t('records.warrants.status.expired');
    default:
      return status;
  }
}

/** "Arrest Warrant" or "Search Warrant" in the reader's language. */
export function warrantTypeLabel(t: TFunction, type: string): string {
  switch (type) {
    case 'Arrest':
      return t('records.warrants.types.arrest');
    case 'Search':
      return t('records.warrants.types.search');
    default:
      return type;
  }
}

/** Active in yellow, otherwise green; an expired warrant says so in its label. */
export function WarrantStatusBadge({
  warrant,
}: {
  warrant: Pick<Warrant, 'status' | 'expiresAt'>;
}) {
  const { t } = useTranslation();
  const status = warrantStatus(warrant);
  return (
    <span className={`badge ${status === 'Active' ? 'badge-yellow' : 'badge-green'}`}>
      {warrantStatusLabel(t, status)}
    </span>
  );
}

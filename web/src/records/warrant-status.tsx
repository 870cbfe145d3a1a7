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

/** Active in yellow, otherwise green; an expired warrant says so in its label. */
export function WarrantStatusBadge({
  warrant,
}: {
  warrant: Pick<Warrant, 'status' | 'expiresAt'>;
}) {
  const status = warrantStatus(warrant);
  return (
    <span className={`badge ${status === 'Active' ? 'badge-yellow' : 'badge-green'}`}>
      {status}
    </span>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSession } from '../lib/session';

/** Staff screens: the server checks ADMIN_ROLE_IDS on every route; this only explains a 403. */
export function StaffGate({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session.user?.permissions.admin) {
    return (
      <section className="page">
        <h1>{title}</h1>
        <p className="muted">{t('staff.gate.staffOnly')}</p>
      </section>
    );
  }
  return <>{children}</>;
}

export function Avatar({ url, size = 32 }: { url: string | null; size?: number }) {
  return (
    <img
      className="staff-avatar"
      src={url ?? '/default-avatar.svg'}
      alt=""
      width={size}
      height={size}
      onError={(e) => {
        e.currentTarget.src = '/default-avatar.svg';
      }}
    />
  );
}

/** "Staff", "Public Safety"...: what a member's Discord roles allow on the site. */
export function siteRoles(
  t: TFunction,
  p: {
    publicSafety: boolean;
    fireRescue: boolean;
    admin: boolean;
    dispatch: boolean;
  },
) {
  const roles = [
    p.admin && t('staff.roles.staff'),
    p.publicSafety && t('staff.roles.publicSafety'),
    p.fireRescue && t('staff.roles.fireRescue'),
    // The sidebar's name for the dispatcher's console.
    p.dispatch && t('staff.roles.dispatch'),
  ].filter(Boolean);
  return roles.length ? roles.join(', ') : t('staff.roles.civilian');
}

import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSession } from '../lib/session';

type Role = 'publicSafety' | 'fireRescue' | 'dispatch' | 'admin';

/** Each role's area: its name (as the sidebar says it) and who its screens are for. */
function area(role: Role, t: TFunction): { title: string; needs: string } {
  switch (role) {
    case 'publicSafety':
      return { title: t('shell.nav.publicSafety'), needs: t('shell.gate.publicSafety') };
    case 'fireRescue':
      return { title: t('shell.nav.fireRescue'), needs: t('shell.gate.fireRescue') };
    case 'dispatch':
      return { title: t('shell.nav.dispatch'), needs: t('shell.gate.dispatch') };
    case 'admin':
      return { title: t('shell.nav.staff'), needs: t('shell.gate.admin') };
  }
}

/**
 * The screens of one role's area, checked once before any of them loads: a member without the
 * role is told so, and no screen of the area asks the server for data it would refuse.
 */
export function RequireRole({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { session } = useSession();
  if (session.user?.permissions[role]) return <Outlet />;
  const { title, needs } = area(role, t);
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="muted">{needs}</p>
      <p>
        <Link to="/home">{t('shell.gate.back')}</Link>
      </p>
    </section>
  );
}

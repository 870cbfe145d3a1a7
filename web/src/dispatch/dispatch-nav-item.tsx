import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

/** The sidebar's "Dispatch" entry (Public Safety group), for members with the dispatcher role. */
export function DispatchNavItem() {
  const { t } = useTranslation();
  return (
    <li>
      <NavLink to="/dashboard/dispatch">{t('dispatch.console.title')}</NavLink>
    </li>
  );
}

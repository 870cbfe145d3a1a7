import { Eraser, Languages, ScrollText, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, type RouteObject } from 'react-router-dom';
import { NAV_ICON } from '../components/nav-icon';
import { AuditPage } from './audit-page';
import { CommunityPage } from './community-page';
import { ExpungementsPage } from './expungements-page';
import { MemberDetailPage } from './member-detail-page';
import { MembersPage } from './members-page';
import { StaffGate } from './staff-gate';

/** The staff console's screens, under /dashboard, each behind the staff check. */
export const StaffRoutes: RouteObject[] = [
  { path: 'admin/members', title: 'Members', Page: MembersPage },
  { path: 'admin/members/:discordId', title: 'Member', Page: MemberDetailPage },
  { path: 'admin/audit', title: 'Audit Log', Page: AuditPage },
  { path: 'admin/expungements', title: 'Expungements', Page: ExpungementsPage },
  { path: 'admin/community', title: 'Community', Page: CommunityPage },
].map(({ path, title, Page }) => ({
  path,
  element: (
    <StaffGate title={title}>
      <Page />
    </StaffGate>
  ),
}));

/** Their entries in the sidebar's Staff group. */
export function StaffNavLinks() {
  const { t } = useTranslation();
  return (
    <>
      <li>
        <NavLink to="/dashboard/admin/members">
          <Users {...NAV_ICON} />
          {t('shell.nav.members')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/admin/audit">
          <ScrollText {...NAV_ICON} />
          {t('shell.nav.auditLog')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/admin/expungements">
          <Eraser {...NAV_ICON} />
          {t('shell.nav.expungements')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/admin/community">
          <Languages {...NAV_ICON} />
          {t('shell.nav.community')}
        </NavLink>
      </li>
    </>
  );
}

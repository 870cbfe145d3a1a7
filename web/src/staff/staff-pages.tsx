import { Eraser, ScrollText, Users } from 'lucide-react';
import { NavLink, type RouteObject } from 'react-router-dom';
import { NAV_ICON } from '../components/nav-icon';
import { AuditPage } from './audit-page';
import { ExpungementsPage } from './expungements-page';
import { MemberDetailPage } from './member-detail-page';
import { MembersPage } from './members-page';

/** The staff console's screens, under /dashboard. */
export const StaffRoutes: RouteObject[] = [
  { path: 'admin/members', element: <MembersPage /> },
  { path: 'admin/members/:discordId', element: <MemberDetailPage /> },
  { path: 'admin/audit', element: <AuditPage /> },
  { path: 'admin/expungements', element: <ExpungementsPage /> },
];

/** Their entries in the sidebar's Staff group. */
export function StaffNavLinks() {
  return (
    <>
      <li>
        <NavLink to="/dashboard/admin/members">
          <Users {...NAV_ICON} />
          Members
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/admin/audit">
          <ScrollText {...NAV_ICON} />
          Audit Log
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/admin/expungements">
          <Eraser {...NAV_ICON} />
          Expungements
        </NavLink>
      </li>
    </>
  );
}

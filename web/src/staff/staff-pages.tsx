import {
  Building2,
  Eraser,
  KeyRound,
  Landmark,
  Languages,
  ScrollText,
  ShieldCheck,
  SlidersHorizontal,
  Users,
  Vault,
  Webhook,
  ClipboardList,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { NavLink, type RouteObject } from 'react-router-dom';
import { NAV_ICON } from '../components/nav-icon';
import { AuditPage } from './audit-page';
import { CommunityPage } from './community-page';
import { DepartmentsPage } from './departments/departments-page';
import { ExpungementsPage } from './expungements-page';
import { MemberDetailPage } from './member-detail-page';
import { MembersPage } from './members-page';
import { RolesPage } from './roles';
import { StaffGate } from './staff-gate';
import { ApiKeysPage } from './api-keys';
import { EventWebhooksPage } from './event-webhooks';
import { ValuesPage } from './values';
import { AdminFormsPage, FormBuilderPage } from '../forms';
import { JusticeSettingsPage } from '../jail';
import { EconomyAdminPage } from '../economy';

/** A screen's title in the reader's language, for the staff check's explanation. */
type Title = (t: TFunction) => string;

/** The staff check, titled in the reader's language. */
function Gate({ title, children }: { title: Title; children: ReactNode }) {
  const { t } = useTranslation();
  return <StaffGate title={title(t)}>{children}</StaffGate>;
}

const SCREENS: { path: string; title: Title; Page: () => ReactNode }[] = [
  { path: 'admin/members', title: (t) => t('staff.members.title'), Page: MembersPage },
  {
    path: 'admin/members/:discordId',
    title: (t) => t('staff.member.title'),
    Page: MemberDetailPage,
  },
  { path: 'admin/audit', title: (t) => t('staff.audit.title'), Page: AuditPage },
  {
    path: 'admin/expungements',
    title: (t) => t('staff.expungements.title'),
    Page: ExpungementsPage,
  },
  { path: 'admin/community', title: (t) => t('staff.community.title'), Page: CommunityPage },
  { path: 'admin/roles', title: (t) => t('roles.title'), Page: RolesPage },
  { path: 'admin/departments', title: (t) => t('departments.title'), Page: DepartmentsPage },
  { path: 'admin/api-keys', title: (t) => t('apiKeys.title'), Page: ApiKeysPage },
  { path: 'admin/webhooks', title: (t) => t('eventWebhooks.title'), Page: EventWebhooksPage },
  { path: 'admin/values', title: (t) => t('values.title'), Page: ValuesPage },
  { path: 'admin/forms', title: (t) => t('forms.admin.title'), Page: AdminFormsPage },
  { path: 'admin/forms/:formId', title: (t) => t('forms.admin.title'), Page: FormBuilderPage },
  { path: 'admin/justice', title: (t) => t('jail.settings.title'), Page: JusticeSettingsPage },
  { path: 'admin/economy', title: (t) => t('economy.admin.title'), Page: EconomyAdminPage },
];

/** The staff console's screens, under /dashboard, each behind the staff check. */
export const StaffRoutes: RouteObject[] = SCREENS.map(({ path, title, Page }) => ({
  path,
  element: (
    <Gate title={title}>
      <Page />
    </Gate>
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
      <li>
        <NavLink to="/dashboard/admin/roles">
          <ShieldCheck {...NAV_ICON} />
          {t('roles.nav')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/admin/departments">
          <Building2 {...NAV_ICON} />
          {t('departments.nav')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/admin/api-keys">
          <KeyRound {...NAV_ICON} />
          {t('apiKeys.nav')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/admin/values">
          <SlidersHorizontal {...NAV_ICON} />
          {t('values.nav')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/admin/forms">
          <ClipboardList {...NAV_ICON} />
          {t('forms.admin.nav')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/admin/justice">
          <Landmark {...NAV_ICON} />
          {t('jail.settings.title')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/admin/economy">
          <Vault {...NAV_ICON} />
          {t('economy.nav.admin')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/admin/webhooks">
          <Webhook {...NAV_ICON} />
          {t('eventWebhooks.nav')}
        </NavLink>
      </li>
    </>
  );
}

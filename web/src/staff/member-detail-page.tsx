import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../components/empty-state';
import { Table } from '../components/table';
import { formatDate, formatDateTime, formatMoney } from '../lib/format';
import { ApiError } from '../lib/api';
import { useMember } from './api/get-member';
import { AuditTable } from './audit-table';
import { SuspensionPanel } from './suspension-panel';
import { MemberMoneyPanel } from './member-money-panel';
import { Avatar, siteRoles } from './staff-gate';
import './staff.css';

/** /dashboard/admin/members/:discordId: one member, read-only, with suspend and lift. */
export function MemberDetailPage() {
  const { t } = useTranslation();
  const { discordId = '' } = useParams();
  const query = useMember(discordId);
  const detail = query.data;
  const error = !query.error
    ? ''
    : query.error instanceof ApiError && query.error.status === 404
      ? t('staff.member.notFound')
      : t('staff.member.loadFailed');

  if (error || !detail) {
    return (
      <section className="page">
        <h1>{t('staff.member.title')}</h1>
        {error ? (
          <p className="message error" role="alert">
            {error}
          </p>
        ) : (
          <p className="muted">{t('common.loading')}</p>
        )}
        <Link to="/dashboard/admin/members">{t('staff.member.back')}</Link>
      </section>
    );
  }

  const { member, civilians, bank, suspensions, recentActivity } = detail;
  return (
    <section className="page">
      <p>
        <Link to="/dashboard/admin/members">{t('staff.member.up')}</Link>
      </p>
      <h1 className="staff-member">
        <Avatar url={member.avatarUrl} size={40} />
        {member.username}
      </h1>
      <div className="staff-grid">
        <section className="panel" aria-labelledby="member-account">
          <h2 id="member-account">{t('staff.member.account')}</h2>
          <dl className="details">
            <dt>{t('staff.member.discordId')}</dt>
            <dd>{member.discordId}</dd>
            <dt>{t('staff.member.siteRoles')}</dt>
            <dd>{siteRoles(t, member.permissions)}</dd>
            <dt>{t('staff.member.firstSignIn')}</dt>
            <dd>
              {member.firstSignInAt
                ? formatDateTime(member.firstSignInAt)
                : t('staff.member.never')}
            </dd>
            <dt>{t('staff.member.lastSignIn')}</dt>
            <dd>
              {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('staff.member.never')}
            </dd>
            <dt>{t('staff.member.bank')}</dt>
            <dd>
              {t('staff.member.bankLine', {
                cash: formatMoney(bank.cash),
                accounts: formatMoney(bank.accounts),
                total: formatMoney(bank.total),
              })}
            </dd>
          </dl>
        </section>
        <SuspensionPanel member={member} suspensions={suspensions} />
        <MemberMoneyPanel discordId={member.discordId} />
        <section className="panel" aria-labelledby="member-profiles">
          <h2 id="member-profiles">{t('staff.member.profiles')}</h2>
          {member.profiles.length ? (
            <ul className="staff-list">
              {member.profiles.map((p) => (
                <li key={p._id}>
                  {t('staff.member.profileLine', {
                    callsign: p.callsign,
                    rank: p.rank,
                    name: p.name,
                    kind:
                      p.kind === 'officer'
                        ? t('staff.member.kinds.officer')
                        : t('staff.member.kinds.fireRescue'),
                    department: p.department,
                    badge: p.badgeNumber,
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>{t('staff.member.noProfiles')}</EmptyState>
          )}
        </section>
      </div>
      <section className="panel section-gap" aria-labelledby="member-civilians">
        <h2 id="member-civilians">{t('staff.member.civilians')}</h2>
        {civilians.length ? (
          <Table aria-labelledby="member-civilians">
            <thead>
              <tr>
                <th scope="col">{t('staff.member.columns.name')}</th>
                <th scope="col">{t('staff.member.columns.dateOfBirth')}</th>
                <th scope="col">{t('staff.member.columns.cash')}</th>
                <th scope="col">{t('staff.member.columns.accounts')}</th>
              </tr>
            </thead>
            <tbody>
              {civilians.map((c) => {
                const money = bank.byCivilian.find((b) => b.civilianId === c._id);
                return (
                  <tr key={c._id}>
                    <td>
                      {c.firstName} {c.lastName}
                    </td>
                    <td>{formatDate(c.dateOfBirth)}</td>
                    <td>{formatMoney(money?.cash ?? 0)}</td>
                    <td>{formatMoney(money?.accounts ?? 0)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        ) : (
          <EmptyState>{t('staff.member.noCivilians')}</EmptyState>
        )}
      </section>
      <section className="panel section-gap" aria-labelledby="member-activity">
        <h2 id="member-activity">{t('staff.member.activity')}</h2>
        {recentActivity.length ? (
          <AuditTable entries={recentActivity} labelledBy="member-activity" />
        ) : (
          <EmptyState>{t('staff.member.noActivity')}</EmptyState>
        )}
        <Link to={`/dashboard/admin/audit?member=${member.discordId}`}>
          {t('staff.member.allActivity')}
        </Link>
      </section>
    </section>
  );
}

import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../components/empty-state';
import { Table } from '../components/table';
import { formatDate, formatDateTime, formatMoney } from '../lib/format';
import { ApiError } from '../lib/api';
import { useMember } from './api/get-member';
import { AuditTable } from './audit-table';
import { SuspensionPanel } from './suspension-panel';
import { Avatar, siteRoles } from './staff-gate';
import './staff.css';

/** /dashboard/admin/members/:discordId: one member, read-only, with suspend and lift. */
export function MemberDetailPage() {
  const { discordId = '' } = useParams();
  const query = useMember(discordId);
  const detail = query.data;
  const error = !query.error
    ? ''
    : query.error instanceof ApiError && query.error.status === 404
      ? 'No such member.'
      : 'Failed to load the member.';

  if (error || !detail) {
    return (
      <section className="page">
        <h1>Member</h1>
        {error ? (
          <p className="message error" role="alert">
            {error}
          </p>
        ) : (
          <p className="muted">Loading...</p>
        )}
        <Link to="/dashboard/admin/members">Back to members</Link>
      </section>
    );
  }

  const { member, civilians, bank, suspensions, recentActivity } = detail;
  return (
    <section className="page">
      <p>
        <Link to="/dashboard/admin/members">← Members</Link>
      </p>
      <h1 className="staff-member">
        <Avatar url={member.avatarUrl} size={40} />
        {member.username}
      </h1>
      <div className="staff-grid">
        <section className="panel" aria-labelledby="member-account">
          <h2 id="member-account">Account</h2>
          <dl className="details">
            <dt>Discord id</dt>
            <dd>{member.discordId}</dd>
            <dt>Site roles</dt>
            <dd>{siteRoles(member.permissions)}</dd>
            <dt>First sign-in</dt>
            <dd>{member.firstSignInAt ? formatDateTime(member.firstSignInAt) : 'Never'}</dd>
            <dt>Last sign-in</dt>
            <dd>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</dd>
            <dt>Bank</dt>
            <dd>
              Cash {formatMoney(bank.cash)} · Accounts {formatMoney(bank.accounts)} · Total{' '}
              {formatMoney(bank.total)}
            </dd>
          </dl>
        </section>
        <SuspensionPanel member={member} suspensions={suspensions} />
        <section className="panel" aria-labelledby="member-profiles">
          <h2 id="member-profiles">Profiles</h2>
          {member.profiles.length ? (
            <ul className="staff-list">
              {member.profiles.map((p) => (
                <li key={p._id}>
                  {p.callsign} · {p.rank} {p.name} ·{' '}
                  {p.kind === 'officer' ? 'Officer' : 'Fire/rescue'} · {p.department} · Badge{' '}
                  {p.badgeNumber}
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>
              No officer or fire/rescue profiles. Members register on the Officer or SAFR dashboard.
            </EmptyState>
          )}
        </section>
      </div>
      <section className="panel section-gap" aria-labelledby="member-civilians">
        <h2 id="member-civilians">Civilians</h2>
        {civilians.length ? (
          <Table aria-labelledby="member-civilians">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Date of birth</th>
                <th scope="col">Cash</th>
                <th scope="col">Accounts</th>
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
          <EmptyState>No civilians. This member has not created a civilian yet.</EmptyState>
        )}
      </section>
      <section className="panel section-gap" aria-labelledby="member-activity">
        <h2 id="member-activity">Recent activity</h2>
        {recentActivity.length ? (
          <AuditTable entries={recentActivity} labelledBy="member-activity" />
        ) : (
          <EmptyState>
            Nothing recorded. What this member does on the site is listed here.
          </EmptyState>
        )}
        <Link to={`/dashboard/admin/audit?member=${member.discordId}`}>
          All of this member&apos;s activity
        </Link>
      </section>
    </section>
  );
}

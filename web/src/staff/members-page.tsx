import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '../components/field';
import { Table, TableHead } from '../components/table';
import { PagedPanel } from '../components/paged';
import { formatDateTime } from '../lib/format';
import { useMembers } from './api/list-members';
import { Avatar, siteRoles } from './staff-gate';
import './staff.css';
import { useDepartmentName } from '../lib/departments';
import { SetupChecklist } from './setup/setup-checklist';

/** /dashboard/admin/members: everyone who has signed in, searchable, a page at a time. */
export function MembersPage() {
  const { t } = useTranslation();
  const departmentName = useDepartmentName();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState({ q: '', suspended: false });
  const list = useMembers(filter);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter((f) => ({ ...f, q: text.trim() }));
  };

  return (
    <section className="page">
      <h1>{t('staff.members.title')}</h1>
      <SetupChecklist />
      <form
        className="panel staff-filters"
        role="search"
        aria-label={t('staff.members.find')}
        onSubmit={submit}
      >
        <TextField
          label={t('staff.members.query')}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={filter.suspended}
            onChange={(e) => setFilter((f) => ({ ...f, suspended: e.target.checked }))}
          />{' '}
          {t('staff.members.suspendedOnly')}
        </label>
        <button type="submit" className="btn btn-primary">
          <Search aria-hidden="true" size={16} /> {t('staff.members.search')}
        </button>
      </form>
      <PagedPanel
        id="members-list"
        title={t('staff.members.title')}
        list={list}
        failedText={t('staff.members.loadFailed')}
        empty={t('staff.members.empty')}
      >
        {(members) => (
          <Table aria-labelledby="members-list">
            <TableHead
              columns={[
                t('staff.members.columns.member'),
                t('staff.members.columns.siteRoles'),
                t('staff.members.columns.civilians'),
                t('staff.members.columns.profiles'),
                t('staff.members.columns.lastSignIn'),
                t('staff.members.columns.suspension'),
              ]}
            />
            <tbody>
              {members.map((m) => (
                <tr key={m.discordId}>
                  <td>
                    <span className="staff-member">
                      <Avatar url={m.avatarUrl} />
                      <span>
                        <Link to={`/dashboard/admin/members/${m.discordId}`}>{m.username}</Link>
                        <span className="muted small staff-id">{m.discordId}</span>
                      </span>
                    </span>
                  </td>
                  <td>{siteRoles(t, m.permissions)}</td>
                  <td>{m.civilianCount}</td>
                  <td>
                    {m.profiles
                      .map((p) => `${p.callsign} (${departmentName(p.department)})`)
                      .join(', ') || t('staff.members.none')}
                  </td>
                  <td>
                    {m.lastSignInAt ? formatDateTime(m.lastSignInAt) : t('staff.members.never')}
                  </td>
                  <td>
                    {m.suspension ? (
                      <span className="badge badge-red">{t('staff.members.suspended')}</span>
                    ) : (
                      <span className="badge badge-green">{t('staff.members.active')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedPanel>
    </section>
  );
}

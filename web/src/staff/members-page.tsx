import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../components/field';
import { Table, TableHead } from '../components/table';
import { PagedPanel } from '../components/paged';
import { formatDateTime } from '../lib/format';
import { useMembers } from './api/list-members';
import { Avatar, siteRoles } from './staff-gate';
import './staff.css';

const TITLE = 'Members';

/** /dashboard/admin/members: everyone who has signed in, searchable, a page at a time. */
export function MembersPage() {
  const [text, setText] = useState('');
  const [filter, setFilter] = useState({ q: '', suspended: false });
  const list = useMembers(filter);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter((f) => ({ ...f, q: text.trim() }));
  };

  return (
    <section className="page">
      <h1>{TITLE}</h1>
      <form
        className="panel staff-filters"
        role="search"
        aria-label="Find members"
        onSubmit={submit}
      >
        <TextField
          label="Name or Discord id"
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
          Suspended only
        </label>
        <button type="submit" className="btn btn-primary">
          <Search aria-hidden="true" size={16} /> Search
        </button>
      </form>
      <PagedPanel
        id="members-list"
        title="Members"
        list={list}
        failedText="Failed to load members."
        empty="No members match. Clear the search or the Suspended only box to see everyone."
      >
        {(members) => (
          <Table aria-labelledby="members-list">
            <TableHead
              columns={[
                'Member',
                'Site roles',
                'Civilians',
                'Profiles',
                'Last sign-in',
                'Suspension',
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
                  <td>{siteRoles(m.permissions)}</td>
                  <td>{m.civilianCount}</td>
                  <td>
                    {m.profiles.map((p) => `${p.callsign} (${p.department})`).join(', ') || 'None'}
                  </td>
                  <td>{m.lastSignInAt ? formatDateTime(m.lastSignInAt) : 'Never'}</td>
                  <td>
                    {m.suspension ? (
                      <span className="badge badge-red">Suspended</span>
                    ) : (
                      <span className="badge badge-green">Active</span>
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

import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../components/field';
import { EmptyState } from '../components/empty-state';
import { Table } from '../components/table';
import { LoadMore } from '../components/paged';
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
      <section className="panel section-gap" aria-labelledby="members-list">
        <h2 id="members-list">Members</h2>
        {list.failed && <p className="message error">Failed to load members.</p>}
        {list.items === null ? (
          <p className="muted">Loading...</p>
        ) : list.items.length ? (
          <Table aria-labelledby="members-list">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Site roles</th>
                <th scope="col">Civilians</th>
                <th scope="col">Profiles</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Suspension</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((m) => (
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
        ) : (
          <EmptyState>
            No members match. Clear the search or the Suspended only box to see everyone.
          </EmptyState>
        )}
        <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
      </section>
    </section>
  );
}

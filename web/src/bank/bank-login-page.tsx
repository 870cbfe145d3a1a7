import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../lib/session';
import { CIVILIANS, civiliansPage } from '../civilians';
import { SelectField } from '../components/field';
import { LoadMore, usePaged } from '../components/paged';

/** /bank: pick one of the member's civilians and log in to their bank. */
export function BankLoginPage() {
  const { meta } = useSession();
  const navigate = useNavigate();
  const list = usePaged(civiliansPage, [...CIVILIANS, 'pages']);
  const failed = list.failed;
  const civilians = list.items ?? (failed ? [] : null);
  const [civilianId, setCivilianId] = useState('');

  return (
    <main className="login">
      <section className="login-card bank-login">
        <h1>{meta.bankName}</h1>
        <p className="muted">Choose the civilian whose accounts you want to manage.</p>
        {civilians === null ? (
          <p className="muted">Loading your civilians...</p>
        ) : (
          <form
            className="form"
            onSubmit={(e) => {
              e.preventDefault();
              if (civilianId)
                navigate(`/bank/dashboard?civilian=${encodeURIComponent(civilianId)}`);
            }}
          >
            <SelectField
              label="Civilian"
              placeholder="Select a civilian"
              value={civilianId}
              onChange={(e) => setCivilianId(e.target.value)}
              options={civilians.map((c) => ({
                value: c._id,
                label: `${c.firstName} ${c.lastName}`,
              }))}
            />
            <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
            {failed && (
              <p className="message error" role="alert">
                Your civilians could not be loaded. Please try again.
              </p>
            )}
            {!failed && civilians.length === 0 && (
              <p className="muted small">
                You have no civilians yet. <Link to="/home">Create one</Link> to open an account.
              </p>
            )}
            <button type="submit" className="btn btn-primary" disabled={!civilianId}>
              Log in
            </button>
          </form>
        )}
        <Link to="/dashboard/civilian" className="btn btn-link">
          Back to dashboard
        </Link>
      </section>
    </main>
  );
}

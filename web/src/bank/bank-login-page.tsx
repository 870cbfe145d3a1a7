import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../app/session';
import type { Civilian } from '../civilian/civilian-types';
import { SelectField } from '../components/field';
import { request } from '../lib/api';

/** /bank: pick one of the member's civilians and log in to their bank. */
export function BankLoginPage() {
  const { meta } = useSession();
  const navigate = useNavigate();
  const [civilians, setCivilians] = useState<Civilian[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [civilianId, setCivilianId] = useState('');

  useEffect(() => {
    request<{ civilians: Civilian[] }>('/api/civilians')
      .then(({ civilians }) => setCivilians(civilians))
      .catch((err: unknown) => {
        console.error('Failed to load civilians', err);
        setFailed(true);
        setCivilians([]);
      });
  }, []);

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

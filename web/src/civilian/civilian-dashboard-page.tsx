import { useDashboard } from '../app/dashboard-layout';

export function CivilianDashboardPage() {
  const { civilians } = useDashboard();
  return (
    <section className="page">
      <h1>Civilian Dashboard</h1>
      <h2>Your Civilians</h2>
      {civilians === null ? (
        <p>Loading...</p>
      ) : civilians.length === 0 ? (
        <p>No civilians found.</p>
      ) : (
        <ul>
          {civilians.map((c) => (
            <li key={c._id}>
              {c.firstName} {c.lastName}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

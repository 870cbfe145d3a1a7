function Placeholder({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="muted">This area is coming soon.</p>
    </section>
  );
}

export const SafrDashboardPage = () => <Placeholder title="SAFR Dashboard" />;
export const SafrSearchPage = () => <Placeholder title="SAFR Search Database" />;
export const SafrReportsPage = () => <Placeholder title="SAFR Reports" />;

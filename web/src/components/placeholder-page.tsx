/** A screen that exists in the route table before its area is built. */
export function PlaceholderPage({ title, note }: { title: string; note?: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      {note && <p className="muted">{note}</p>}
    </section>
  );
}

export function NotFoundPage() {
  return (
    <main className="page-status">
      <h1>404 - Page not found</h1>
    </main>
  );
}

import { Link } from 'react-router-dom';

/** Unknown paths: says so and offers the way back, inside the dashboard or outside it. */
export function NotFoundPage() {
  return (
    <section className="page-status not-found">
      <h1>404 - Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <nav aria-label="Ways back" className="button-row not-found-links">
        <Link className="btn btn-primary" to="/dashboard">
          Go to your dashboard
        </Link>
        <Link className="btn btn-secondary" to="/home">
          Home
        </Link>
      </nav>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Unknown paths: says so and offers the way back, inside the dashboard or outside it. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page-status not-found">
      <h1>{t('components.notFound.title')}</h1>
      <p>{t('components.notFound.text')}</p>
      <nav aria-label={t('components.notFound.waysBack')} className="button-row not-found-links">
        <Link className="btn btn-primary" to="/dashboard">
          {t('components.notFound.dashboard')}
        </Link>
        <Link className="btn btn-secondary" to="/home">
          {t('components.notFound.home')}
        </Link>
      </nav>
    </section>
  );
}

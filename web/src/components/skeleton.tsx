import { useTranslation } from 'react-i18next';

/**
 * Grey blocks in the shape of a screen while its code or data loads, so the layout does not
 * jump when it arrives. Screen readers hear one "Loading" instead.
 */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <section className="page skeleton-page" aria-busy="true">
      <span className="sr-only" role="status">
        {t('components.loadingScreen')}
      </span>
      <div className="skeleton skeleton-title" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton skeleton-block" />
      ))}
    </section>
  );
}

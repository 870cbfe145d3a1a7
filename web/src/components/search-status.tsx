import { useTranslation } from 'react-i18next';

/**
 * A search's progress for everyone, screen readers included: "Searching...", or that nothing
 * matched and what to try next.
 */
export function SearchStatus({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      {kind === 'loading' && <p className="muted section-gap">{t('components.searching')}</p>}
      {kind === 'none' && (
        <div className="section-gap">
          <p className="muted">{t('components.noMatches')}</p>
          <p className="muted small">{t('components.noMatchesHint')}</p>
        </div>
      )}
    </div>
  );
}

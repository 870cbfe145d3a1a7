import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATE_LIMITED_EVENT, type RateLimitedDetail } from '../lib/api';

/**
 * The app-wide notice for a request the server refused for going too fast (429): the server's
 * sentence (what happened and when to try again), shown until that time has passed or the
 * person closes it.
 */
export function RateLimitNotice() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<RateLimitedDetail | null>(null);
  useEffect(() => {
    const onRefused = (event: Event) => setNotice((event as CustomEvent<RateLimitedDetail>).detail);
    window.addEventListener(RATE_LIMITED_EVENT, onRefused);
    return () => window.removeEventListener(RATE_LIMITED_EVENT, onRefused);
  }, []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.retryAfterSeconds * 1000);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <div className="rate-limit-notice" role="alert" aria-label={t('components.rateLimit.label')}>
      <span>{notice.message}</span>
      <button type="button" className="rate-limit-notice-close" onClick={() => setNotice(null)}>
        {t('components.rateLimit.dismiss')}
      </button>
    </div>
  );
}

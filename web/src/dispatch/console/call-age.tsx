import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallAgeThresholds } from '../api/call-age';
import { clockNow, subscribeClock } from './clock';

const pad = (n: number) => String(n).padStart(2, '0');

/** A call's age as the console shows it: mm:ss for its first hour, then h:mm. */
export function formatAge(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${pad(minutes)}:${pad(seconds % 60)}`;
  return `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;
}

/**
 * How long a call has been open, live: the only part of a row that changes every second, so
 * only it listens to the clock. Amber past the warning threshold, red past the alert one; the
 * colour is repeated in words for those who cannot see it.
 */
export function CallAge({
  createdAt,
  thresholds,
}: {
  createdAt: string;
  thresholds: CallAgeThresholds;
}) {
  const { t } = useTranslation();
  const now = useSyncExternalStore(subscribeClock, clockNow);
  const age = now - Date.parse(createdAt);
  const minutes = age / 60_000;
  const level =
    minutes >= thresholds.alertMinutes ? 'alert' : minutes >= thresholds.warnMinutes ? 'warn' : '';
  return (
    <span className={`call-age ${level ? `call-age-${level}` : ''}`.trim()}>
      <time dateTime={createdAt}>{formatAge(age)}</time>
      {level === 'alert' && <span className="sr-only"> {t('consoleCalls.age.alert')}</span>}
      {level === 'warn' && <span className="sr-only"> {t('consoleCalls.age.warn')}</span>}
    </span>
  );
}

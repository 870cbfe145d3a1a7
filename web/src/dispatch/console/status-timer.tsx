import { useSyncExternalStore } from 'react';
import { clockNow, subscribeClock } from './clock';

/** 0:42, 12:05, 1:02:05: minutes and seconds, hours once there are any. */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** How long since `since`, counting up every second. */
export function StatusTimer({ since }: { since: string | null }) {
  const time = useSyncExternalStore(subscribeClock, clockNow, clockNow);
  if (!since) return null;
  return (
    <time className="status-timer" dateTime={since}>
      {elapsedText(time - Date.parse(since))}
    </time>
  );
}

import { useSyncExternalStore } from 'react';

// One ticker for every timer on the screen: each second the timers read the time again and
// only they re-render, never the table around them.
let now = Date.now();
let ticker: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  now = Date.now();
  ticker ??= setInterval(() => {
    now = Date.now();
    for (const l of listeners) l();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

const read = () => now;

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
  const time = useSyncExternalStore(subscribe, read, read);
  if (!since) return null;
  return (
    <time className="status-timer" dateTime={since}>
      {elapsedText(time - Date.parse(since))}
    </time>
  );
}

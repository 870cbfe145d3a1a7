/**
 * One clock for every age on the console: a single 1-second interval, running only while
 * something listens, so fifty live timers cost one timer and fifty tiny re-renders.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: start the clock with the first listener, stop it with the last. */
export function subscribeClock(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The clock's time, in milliseconds: the same value for every reader within a tick. */
export function clockNow(): number {
  return now;
}

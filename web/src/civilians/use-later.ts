import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a callback after a delay (a dialog's close delay), cancelled if the component goes
 * away first so a closed dialog never updates.
 */
export function useLater() {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(
    () => () => {
      for (const t of timers.current) clearTimeout(t);
    },
    [],
  );
  return useCallback((ms: number, fn: () => void) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);
}

/** How long a dialog shows its result before it closes. */
export const DELAYS = {
  record: 1000,
  vehicleUpdate: 1000,
  weaponUpdate: 800,
  dmvSaved: 3000,
  dmvTimeout: 5000,
} as const;

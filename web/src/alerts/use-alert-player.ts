import { useCallback, useEffect, useRef } from 'react';
import type { AlertKind } from '@tenfour/db/browser';
import { alertEngine } from './alert-engine';
import { useAlertSettings, type AlertSettings } from './alerts-api';
import { raiseVisualAlert } from './visual-alerts';

/**
 * Shows a kind, and plays it if the member's saved settings enable it. Until the settings have loaded nothing
 * plays: a member who turned a kind off must never hear it because the page was still loading.
 */
export function useAlertPlayer(
  /** Whether this screen shows the tap-to-enable prompt while audio is blocked. */
  { prompt = true }: { prompt?: boolean } = {},
): (kind: AlertKind, priority?: number) => void {
  const { data } = useAlertSettings();
  const settings = useRef<AlertSettings | undefined>(data);
  useEffect(() => (prompt ? alertEngine.want() : undefined), [prompt]);
  useEffect(() => {
    settings.current = data;
  }, [data]);
  return useCallback((kind: AlertKind, priority?: number) => {
    const s = settings.current;
    // Seen whatever the sound settings say; heard only as the member chose.
    raiseVisualAlert(kind);
    if (s?.enabledKinds.includes(kind)) alertEngine.play(kind, s.volume, priority);
  }, []);
}

/**
 * Plays the kind now and again every `everyMs` while `active` holds (Signal 100 until it is
 * lifted). It starts once the settings have loaded, so the first play is never lost to loading.
 */
export function useRepeatingAlert(kind: AlertKind, active: string | null, everyMs: number): void {
  const { data } = useAlertSettings();
  const play = useAlertPlayer();
  const loaded = data !== undefined;
  useEffect(() => {
    if (!active || !loaded) return;
    play(kind);
    const timer = setInterval(() => play(kind), everyMs);
    return () => clearInterval(timer);
  }, [active, loaded, kind, everyMs, play]);
}

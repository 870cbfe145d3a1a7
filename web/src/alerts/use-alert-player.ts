import { useCallback, useEffect, useRef } from 'react';
import type { AlertKind } from '@tenfour/db/browser';
import { alertEngine } from './alert-engine';
import { useAlertSettings, type AlertSettings } from './alerts-api';

/**
 * Plays a kind if the member's saved settings enable it. Until the settings have loaded nothing
 * plays: a member who turned a kind off must never hear it because the page was still loading.
 */
export function useAlertPlayer(): (kind: AlertKind, priority?: number) => void {
  const { data } = useAlertSettings();
  const settings = useRef<AlertSettings | undefined>(data);
  useEffect(() => alertEngine.want(), []);
  useEffect(() => {
    settings.current = data;
  }, [data]);
  return useCallback((kind: AlertKind, priority?: number) => {
    const s = settings.current;
    if (s?.enabledKinds.includes(kind)) alertEngine.play(kind, s.volume, priority);
  }, []);
}

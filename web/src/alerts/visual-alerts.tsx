import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertKind } from '@tenfour/db/browser';
import { useToast } from '../components/toast';
import { kindName } from './kind-label';

type Listener = (kind: AlertKind) => void;
const listeners = new Set<Listener>();

/** How long the page's edge flashes for one alert. */
const FLASH_MS = 1200;

/**
 * Shows an alert to the eye: every alert that can sound is also seen, so a member who keeps
 * sound off (or whose phone holds audio) misses nothing. Signal 100 has its own banner and a
 * tone its own toast, so they are not shown twice.
 */
export function raiseVisualAlert(kind: AlertKind): void {
  if (kind === 'signal100' || kind === 'tone') return;
  for (const listener of listeners) listener(kind);
}

/** The dashboard's visual alerts: a toast naming the alert and a flash of the page's edge. */
export function VisualAlerts() {
  const { t } = useTranslation();
  const { show, element } = useToast();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener: Listener = (kind) => {
      show(t('alerts.visual', { kind: kindName(t, kind) }));
      const main = document.querySelector('main');
      if (!main) return;
      clearTimeout(timer);
      main.classList.remove('alert-flash');
      // Read layout once so removing and adding the class restarts the animation.
      void main.offsetWidth;
      main.classList.add('alert-flash');
      timer = setTimeout(() => main.classList.remove('alert-flash'), FLASH_MS);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      clearTimeout(timer);
    };
  }, [show, t]);
  return element;
}

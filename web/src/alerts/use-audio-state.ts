import { useSyncExternalStore } from 'react';
import { alertEngine } from './alert-engine';

const subscribe = (listener: () => void) => alertEngine.subscribe(listener);

/** Whether the page must ask for a tap before it can sound: a screen plays alerts, audio is blocked. */
export function useNeedsAudioTap(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => alertEngine.wanted && alertEngine.state === 'suspended',
  );
}

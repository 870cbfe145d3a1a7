import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

export const TOAST_MS = 4000;

const REGION_ID = 'toast-region';

/**
 * The one place toasts are drawn, directly in <body>: a toast raised from a button in a
 * table row or a dialog inherits none of that place's styles (a row's `white-space: nowrap`
 * would cut it off on a phone), and two toasts stack instead of covering each other.
 */
function toastRegion(): HTMLElement {
  let region = document.getElementById(REGION_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = REGION_ID;
    region.className = 'toast-region';
    document.body.append(region);
  }
  return region;
}

/** A success/error toast that hides itself after 4 s. */
export function useToast() {
  const [toast, setToast] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((text: string, kind: 'success' | 'error' = 'success') => {
    clearTimeout(timer.current);
    setToast({ text, kind });
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const element = toast
    ? createPortal(
        <div
          className={`toast toast-${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          {toast.text}
        </div>,
        toastRegion(),
      )
    : null;
  return { show, element };
}

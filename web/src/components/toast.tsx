import { useCallback, useEffect, useRef, useState } from 'react';

export const TOAST_MS = 4000;

/** A success/error toast that hides itself after 4 s (spec section 9). */
export function useToast() {
  const [toast, setToast] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((text: string, kind: 'success' | 'error' = 'success') => {
    clearTimeout(timer.current);
    setToast({ text, kind });
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const element = toast ? (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      {toast.text}
    </div>
  ) : null;
  return { show, element };
}

import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';

/** What a console shortcut does; the overlay lists them in this order. */
export type ShortcutAction = 'new' | 'assign' | 'close' | 'help';

/** Each key and what it does, as the overlay lists them. */
export function shortcutList(t: TFunction): { keys: string[]; label: string }[] {
  return [
    { keys: ['↑', '↓'], label: t('consoleCalls.shortcuts.move') },
    { keys: [t('consoleCalls.keys.enter')], label: t('consoleCalls.shortcuts.open') },
    { keys: [t('consoleCalls.keys.escape')], label: t('consoleCalls.shortcuts.dismiss') },
    { keys: ['n'], label: t('consoleCalls.shortcuts.new') },
    { keys: ['a'], label: t('consoleCalls.shortcuts.assign') },
    { keys: ['c'], label: t('consoleCalls.shortcuts.close') },
    { keys: ['?'], label: t('consoleCalls.shortcuts.help') },
  ];
}

const KEYS: Record<string, ShortcutAction> = { n: 'new', a: 'assign', c: 'close', '?': 'help' };

/**
 * Whether a key press belongs to the control it was typed in: text fields take letters, and
 * a select picks an option by its first letter, so no shortcut fires from them.
 */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // A dialog's keys are its own.
  if (target.closest('[aria-modal="true"]')) return true;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * The console's one-key shortcuts, heard on the whole page while `enabled` (not while a
 * dialog is open: its own keys come first), never with a modifier or from a text field.
 */
export function useConsoleShortcuts(
  enabled: boolean,
  onAction: (action: ShortcutAction, event: KeyboardEvent) => void,
) {
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (typing(e.target)) return;
      const action = KEYS[e.key];
      if (!action) return;
      e.preventDefault();
      handler.current(action, e);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}

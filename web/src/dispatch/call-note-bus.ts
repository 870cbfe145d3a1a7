import type { CallNoteEvent } from '@tenfour/db/dispatch';

export type { CallNoteEvent };

/**
 * Call notes arrive on whichever event stream the page already holds (a unit's, in the
 * dashboard layout; the dispatcher's, on the console) and are handed to the open notes
 * timeline through this one window event, so no screen opens a second stream for them.
 */
const CALL_NOTE = 'tenfour:call-note';

export function publishCallNote(event: CallNoteEvent) {
  window.dispatchEvent(new CustomEvent<CallNoteEvent>(CALL_NOTE, { detail: event }));
}

export function subscribeCallNotes(listener: (event: CallNoteEvent) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<CallNoteEvent>).detail);
  window.addEventListener(CALL_NOTE, handler);
  return () => window.removeEventListener(CALL_NOTE, handler);
}

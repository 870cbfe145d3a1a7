import type { Civilian } from './civilian-types';

export interface RecordModalProps {
  civilian: Civilian;
  onClose(): void;
  /** Runs on success, before the dialog closes. */
  onSuccess(): void;
}

/** A result line with an explicit tone, for texts the keyword rule would colour wrongly. */
export function Notice({ text, ok }: { text: string; ok: boolean }) {
  if (!text) return null;
  return (
    <p className={`message ${ok ? 'success' : 'error'}`} role={ok ? 'status' : 'alert'}>
      {text}
    </p>
  );
}

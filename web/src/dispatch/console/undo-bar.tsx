import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PendingClose } from './pending-closes';

/**
 * The calls just closed, each with its Undo while the close waits; a polite live region so
 * the closing is heard, and a real button so the undo is one Tab or click away.
 */
export function UndoBar({
  pending,
  onUndo,
}: {
  pending: PendingClose[];
  onUndo(callId: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="console-undo" role="status">
      {pending.map((p) => (
        <div key={p.callId} className="console-undo-item">
          <span>{t('consoleCalls.undo.closed', { number: p.callNumber })}</span>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-label={t('consoleCalls.undo.undoLabel', { number: p.callNumber })}
            onClick={() => onUndo(p.callId)}
          >
            <Undo2 aria-hidden="true" size={14} /> {t('consoleCalls.undo.undo')}
          </button>
        </div>
      ))}
    </div>
  );
}

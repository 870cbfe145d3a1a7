import { useQueryClient } from '@tanstack/react-query';
import { Keyboard } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { useCallAgeThresholds } from '../api/call-age';
import { closeDispatcherCall } from '../api/close-dispatcher-call';
import type { ConsoleCall, DispatchBoard } from '../api/dispatch-board';
import { showOnBoard } from '../console-board';
import { CallDrawer, type Run } from './call-drawer';
import { CallsTable } from './calls-table';
import { focusBoard, focusCallRow } from './focus';
import { usePendingCloses, type PendingClose } from './pending-closes';
import { useConsoleShortcuts, type ShortcutAction } from './shortcuts';
import { ShortcutsOverlay } from './shortcuts-overlay';
import { UndoBar } from './undo-bar';
import './console.css';

/** The call of the row that has focus, if a row has it. */
function focusedRowId(): string | null {
  const row = document.activeElement?.closest<HTMLElement>('tr[data-call-id]');
  return row?.dataset.callId ?? null;
}

/**
 * The console's calls: the table, the drawer of the open call, the undoable close and the
 * keyboard shortcuts (off while `shortcuts` is false: a dialog of the page is open).
 */
export function CallsPanel({
  board,
  department,
  run,
  shortcuts,
  onNewCall,
}: {
  board: DispatchBoard | null;
  department: string;
  run: Run;
  shortcuts: boolean;
  onNewCall(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const thresholds = useCallAgeThresholds();
  const [openId, setOpenId] = useState<string | null>(null);
  // Which control the drawer focuses as it opens, and a count so each opening focuses anew.
  const [opening, setOpening] = useState({ assign: false, count: 0 });
  const [help, setHelp] = useState(false);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const assignRef = useRef<HTMLSelectElement>(null);

  const unhide = (callId: string) =>
    setHidden((h) => new Set([...h].filter((id) => id !== callId)));

  const closes = usePendingCloses((p: PendingClose, leaving: boolean) => {
    const request = closeDispatcherCall(p.callId, leaving);
    if (leaving) {
      void request.catch(() => undefined);
      return;
    }
    // The Undo button that had focus is going: back to the table rather than the page body.
    if (document.activeElement?.closest('.console-undo')) requestAnimationFrame(focusBoard);
    run(async () => {
      try {
        const res = await request;
        showOnBoard(queryClient, p.department, res.call);
        return res;
      } catch (err) {
        // Refused (closed elsewhere, or no longer allowed): the call is back on the board.
        unhide(p.callId);
        throw err;
      }
    });
  });

  const calls = (board?.calls ?? []).filter((c) => !hidden.has(c._id));
  const open = calls.find((c) => c._id === openId) ?? null;

  const openCall = (callId: string, assign = false) => {
    setOpenId(callId);
    setOpening((o) => ({ assign, count: o.count + 1 }));
  };
  const dismiss = () => {
    setOpenId(null);
    focusCallRow(openId);
  };
  const closeCall = (call: ConsoleCall) => {
    const index = calls.indexOf(call);
    const next = calls[index + 1] ?? calls[index - 1] ?? null;
    setHidden((h) => new Set(h).add(call._id));
    closes.close({ callId: call._id, callNumber: call.callNumber, department });
    if (openId === call._id) setOpenId(null);
    focusCallRow(next?._id ?? null);
  };
  const undo = (callId: string) => {
    closes.undo(callId);
    unhide(callId);
    focusCallRow(callId);
  };

  useConsoleShortcuts(shortcuts && !help, (action: ShortcutAction) => {
    const target = open?._id ?? focusedRowId();
    if (action === 'new') onNewCall();
    else if (action === 'help') setHelp(true);
    else if (action === 'assign') {
      if (open) assignRef.current?.focus();
      else if (target) openCall(target, true);
    } else {
      const call = calls.find((c) => c._id === target);
      if (call) closeCall(call);
    }
  });

  return (
    <section className="panel" aria-labelledby="dispatch-calls">
      <div className="panel-header">
        <h2 id="dispatch-calls">{t('dispatch.board.activeCalls')}</h2>
        <span className="muted small">
          {board ? t('dispatch.board.active', { count: calls.length }) : ''}
        </span>
        <button
          type="button"
          className="btn btn-link btn-sm"
          aria-keyshortcuts="?"
          onClick={() => setHelp(true)}
        >
          <Keyboard aria-hidden="true" size={16} /> {t('consoleCalls.shortcuts.title')}
        </button>
      </div>
      {!board ? (
        <p className="muted">{t('common.loading')}</p>
      ) : calls.length ? (
        <CallsTable
          calls={calls}
          units={board.units}
          openId={open?._id ?? null}
          thresholds={thresholds}
          onOpen={(id) => openCall(id)}
          onDismiss={dismiss}
        />
      ) : (
        <EmptyState>{t('dispatch.console.noCalls')}</EmptyState>
      )}
      {open && board && (
        <CallDrawer
          key={open._id}
          call={open}
          units={board.units}
          department={department}
          run={run}
          assignRef={assignRef}
          focus={opening}
          onDismiss={dismiss}
          onAssigned={() => focusCallRow(open._id)}
          onCloseCall={() => closeCall(open)}
        />
      )}
      {closes.pending.length > 0 && <UndoBar pending={closes.pending} onUndo={undo} />}
      {help && <ShortcutsOverlay onClose={() => setHelp(false)} />}
    </section>
  );
}

import { UserPlus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityValues } from './api/community-values';
import { useAssignUnits, useSetUnitsStatus } from './api/bulk-units';
import type { BoardUnit, ConsoleCall } from './api/dispatch-board';
import { statusText } from './labels';
import './bulk-units.css';

type Run = (action: () => Promise<{ success: true; message?: string }>, done?: string) => void;

/** The units the dispatcher has ticked, kept to those still on the board. */
export function useUnitSelection(units: readonly BoardUnit[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const onBoard = useMemo(() => new Set(units.map((u) => u.officerId)), [units]);
  // A unit that left the board (went off duty) drops out of the selection by itself.
  const selected = useMemo(
    () => units.filter((u) => ticked.has(u.officerId)).map((u) => u.officerId),
    [units, ticked],
  );
  const toggle = useCallback((id: string, on: boolean) => {
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setTicked(new Set()), []);
  return { selected, isSelected: (id: string) => onBoard.has(id) && ticked.has(id), toggle, clear };
}

export type UnitSelection = ReturnType<typeof useUnitSelection>;

/** A unit's tick box in the console's units list. */
export function UnitCheckbox({ unit, selection }: { unit: BoardUnit; selection: UnitSelection }) {
  const { t } = useTranslation();
  return (
    <input
      type="checkbox"
      className="unit-select"
      aria-label={t('dispatch.bulk.select', { callsign: unit.callsign })}
      checked={selection.isSelected(unit.officerId)}
      onChange={(e) => selection.toggle(unit.officerId, e.target.checked)}
    />
  );
}

/**
 * What the dispatcher does to every ticked unit at once: one status, or one call. The server
 * changes all of them or none and says which unit stopped it, so the selection is kept on a
 * refusal (fix the one, try again) and cleared once done.
 */
export function BulkUnitBar({
  units,
  calls,
  department,
  selection,
  run,
}: {
  units: readonly BoardUnit[];
  calls: readonly ConsoleCall[];
  department: string;
  selection: UnitSelection;
  run: Run;
}) {
  const { t } = useTranslation();
  const values = useCommunityValues().data;
  const assign = useAssignUnits(department);
  const setStatus = useSetUnitsStatus(department);
  const [status, setChosenStatus] = useState('');
  const [callId, setCallId] = useState('');
  const { selected } = selection;
  const count = selected.length;
  // The statuses of the services ticked, each code once (police and fire/rescue differ).
  const services = new Set(
    units.filter((u) => selected.includes(u.officerId)).map((u) => u.service),
  );
  const statuses = [
    ...new Set(
      (values?.statuses ?? [])
        .filter((s) => !s.retired && services.has(s.service))
        .map((s) => s.code),
    ),
  ];
  const call = calls.find((c) => c._id === callId);
  const busy = assign.isPending || setStatus.isPending;
  const after = <T,>(promise: Promise<T>) =>
    promise.then((res) => {
      selection.clear();
      return res;
    });

  return (
    <div className="bulk-unit-bar" role="group" aria-labelledby="bulk-unit-count">
      <span id="bulk-unit-count" className="small" aria-live="polite">
        {t('dispatch.bulk.selected', { count })}
      </span>
      <div className="bulk-unit-actions">
        <label className="sr-only" htmlFor="bulk-status">
          {t('dispatch.bulk.statusLabel')}
        </label>
        <select
          id="bulk-status"
          value={status}
          disabled={!count}
          onChange={(e) => setChosenStatus(e.target.value)}
        >
          <option value="">{t('dispatch.bulk.chooseStatus')}</option>
          {statuses.map((code) => (
            <option key={code} value={code}>
              {statusText(t, code)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={!count || !status || busy}
          onClick={() => run(() => after(setStatus.mutateAsync({ unitIds: selected, status })))}
        >
          {t('dispatch.bulk.setStatus')}
        </button>
        <label className="sr-only" htmlFor="bulk-call">
          {t('dispatch.bulk.callLabel')}
        </label>
        <select
          id="bulk-call"
          value={call ? callId : ''}
          disabled={!count}
          onChange={(e) => setCallId(e.target.value)}
        >
          <option value="">{t('dispatch.bulk.chooseCall')}</option>
          {calls.map((c) => (
            <option key={c._id} value={c._id}>
              {t('dispatch.bulk.callOption', { number: c.callNumber, type: c.type })}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={!count || !call || busy}
          onClick={() => run(() => after(assign.mutateAsync({ callId, unitIds: selected })))}
        >
          <UserPlus aria-hidden="true" size={14} /> {t('dispatch.bulk.assign')}
        </button>
        <button
          type="button"
          className="btn btn-link btn-sm"
          disabled={!count}
          onClick={selection.clear}
        >
          {t('dispatch.bulk.clear')}
        </button>
      </div>
    </div>
  );
}

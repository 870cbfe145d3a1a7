import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { departmentChoices, useDepartmentName, useDepartments } from '../../lib/departments';
import { EVERY_UNIT_KEY, useEveryUnit } from '../api/every-unit';
import type { BoardUnit, DispatchBoard } from '../api/dispatch-board';
import { BulkUnitBar, type UnitSelection } from '../unit-selection';
import {
  ALL_DEPARTMENTS,
  NO_FILTER,
  THIS_DEPARTMENT,
  UnitFilters,
  useUnitMatcher,
  type UnitFilter,
} from './unit-filters';
import { UnitsTable } from './units-table';

type Run = (action: () => Promise<{ success: true; message?: string }>, done?: string) => void;

/** The console's own department first, then the others by id, each by callsign. */
const inOrder = (department: string) => (a: BoardUnit, b: BoardUnit) =>
  Number(b.department === department) - Number(a.department === department) ||
  a.department.localeCompare(b.department) ||
  a.callsign.localeCompare(b.callsign);

/**
 * The console's units: its own department's from the live board, or every department's
 * (GET /api/dispatch/units, asked again on each change of the console's own units and every
 * 10 s), narrowed by service and kind of status; bulk actions act on the console's department.
 */
export function ConsoleUnits({
  board,
  department,
  selection,
  run,
}: {
  board: DispatchBoard | null;
  department: string;
  selection: UnitSelection;
  run: Run;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<UnitFilter>(NO_FILTER);
  const departmentName = useDepartmentName();
  const others = departmentChoices(useDepartments().data ?? [], 'any').filter(
    (d) => d.id !== department,
  );
  const wide = filter.departments !== THIS_DEPARTMENT && filter.departments !== department;
  const every = useEveryUnit(wide);
  const matches = useUnitMatcher(filter);

  // The console's stream changed one of its units: the wider list is out of date too.
  const own = board?.units;
  const seen = useRef(own);
  useEffect(() => {
    if (seen.current === own) return;
    seen.current = own;
    if (wide) void queryClient.invalidateQueries({ queryKey: EVERY_UNIT_KEY });
  }, [own, wide, queryClient]);

  const units = useMemo(() => {
    if (!board) return null;
    if (!wide) return board.units;
    // The console's own units as its live board has them, the others as last listed.
    const rest = (every.data ?? []).filter((u) => u.department !== department);
    const shown = [...board.units, ...rest].sort(inOrder(department));
    return filter.departments === ALL_DEPARTMENTS
      ? shown
      : shown.filter((u) => u.department === filter.departments);
  }, [board, wide, every.data, department, filter.departments]);
  const rows = useMemo(() => units?.filter(matches) ?? [], [units, matches]);

  return (
    <section className="panel console-units" aria-labelledby="dispatch-units">
      <div className="panel-header">
        <h2 id="dispatch-units">{t('dispatch.console.units')}</h2>
        <span className="muted small">
          {units ? t('dispatch.unitsTable.shown', { count: rows.length }) : ''}
        </span>
      </div>
      {board && board.units.length > 0 && (
        <BulkUnitBar {...board} department={department} selection={selection} run={run} />
      )}
      <UnitFilters
        filter={filter}
        onChange={setFilter}
        departmentName={departmentName(department)}
        departments={others}
      />
      {!units || (wide && every.isPending) ? (
        <p className="muted">{t('common.loading')}</p>
      ) : rows.length ? (
        <UnitsTable
          units={rows}
          selection={selection}
          selectable={(u) => u.department === department}
          departmentName={departmentName}
        />
      ) : (
        <EmptyState>
          {units.length ? t('dispatch.unitsTable.noMatch') : t('dispatch.console.noUnits')}
        </EmptyState>
      )}
    </section>
  );
}

import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardUnit } from '../api/dispatch-board';
import { statusText } from '../labels';
import { StatusChip } from '../status';
import { UnitCheckbox, type UnitSelection } from '../unit-selection';
import { StatusTimer } from './status-timer';
import './units-table.css';

/**
 * The console's units, one row each: status in its staff colour, who, where, on what call and
 * for how long. Only the console department's units can be ticked (bulk actions act in it);
 * in a narrow panel or on a phone the rows become compact cards, never a sideways scroll.
 */
export function UnitsTable({
  units,
  selection,
  selectable,
  departmentName,
}: {
  units: readonly BoardUnit[];
  selection: UnitSelection;
  selectable: (unit: BoardUnit) => boolean;
  departmentName: (id: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="units-table-wrap">
      <table className="units-table">
        <thead>
          <tr>
            <th scope="col" className="units-table-select">
              <span className="sr-only">{t('dispatch.unitsTable.select')}</span>
            </th>
            <th scope="col">{t('dispatch.unitsTable.status')}</th>
            <th scope="col">{t('dispatch.unitsTable.callsign')}</th>
            <th scope="col">{t('dispatch.unitsTable.name')}</th>
            <th scope="col">{t('dispatch.unitsTable.department')}</th>
            <th scope="col">{t('dispatch.unitsTable.service')}</th>
            <th scope="col">{t('dispatch.unitsTable.currentCall')}</th>
            <th scope="col">{t('dispatch.unitsTable.since')}</th>
          </tr>
        </thead>
        <tbody>
          {units.map((u) => (
            <UnitRow
              key={u.officerId}
              unit={u}
              selectable={selectable(u)}
              selected={selection.isSelected(u.officerId)}
              selection={selection}
              department={departmentName(u.department)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a unit's row shows, so it re-renders only when one of these changes. */
const shownSame = (a: BoardUnit, b: BoardUnit) =>
  a.status === b.status &&
  a.statusSince === b.statusSince &&
  a.callsign === b.callsign &&
  a.name === b.name &&
  a.service === b.service &&
  a.role === b.role &&
  a.currentCall?.callNumber === b.currentCall?.callNumber &&
  a.currentCall?.type === b.currentCall?.type;

/**
 * One unit's row. The board hands out new unit objects on every event, so the row compares
 * what it shows: a status change re-renders one row, not a hundred. `selection` may be an
 * older one while `selected` is unchanged: its `toggle` never changes.
 */
const UnitRow = memo(
  function UnitRow({
    unit: u,
    selectable,
    selection,
    department,
  }: {
    unit: BoardUnit;
    selectable: boolean;
    selected: boolean;
    selection: UnitSelection;
    department: string;
  }) {
    const { t } = useTranslation();
    const label = statusText(t, u.status);
    return (
      <tr
        className="units-table-row"
        aria-label={t('dispatch.console.unit', { callsign: u.callsign })}
      >
        <td className="units-table-select">
          {selectable && <UnitCheckbox unit={u} selection={selection} />}
        </td>
        <td className="units-table-status">
          <StatusChip service={u.service} code={u.status}>
            {label === u.status ? u.status : `${u.status} · ${label}`}
          </StatusChip>
        </td>
        <td className="units-table-callsign">
          <strong>{u.callsign}</strong>
        </td>
        <td className="units-table-name">{u.name}</td>
        <td className="units-table-department">{department}</td>
        <td className="units-table-service">
          {u.service === 'safr'
            ? t('dispatch.console.fireRescueRole', { role: u.role ?? '' })
            : t('dispatch.service.police')}
        </td>
        <td className="units-table-call">
          {u.currentCall
            ? t('dispatch.console.onCall', {
                number: u.currentCall.callNumber,
                type: u.currentCall.type,
              })
            : t('dispatch.console.availableForCall')}
        </td>
        <td className="units-table-since">
          <StatusTimer since={u.statusSince} />
        </td>
      </tr>
    );
  },
  (a, b) =>
    shownSame(a.unit, b.unit) &&
    a.selectable === b.selectable &&
    a.selected === b.selected &&
    a.department === b.department,
);

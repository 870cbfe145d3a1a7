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
          {units.map((u) => {
            const label = statusText(t, u.status);
            return (
              <tr
                key={u.officerId}
                className="units-table-row"
                aria-label={t('dispatch.console.unit', { callsign: u.callsign })}
              >
                <td className="units-table-select">
                  {selectable(u) && <UnitCheckbox unit={u} selection={selection} />}
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
                <td className="units-table-department">{departmentName(u.department)}</td>
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
          })}
        </tbody>
      </table>
    </div>
  );
}

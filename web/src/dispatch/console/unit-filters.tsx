import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityValues, type UnitStatusValue } from '../api/community-values';
import type { BoardUnit } from '../api/dispatch-board';
import { MEANINGS, meaningText } from '../../lib/status-meanings';

type Meaning = UnitStatusValue['meaning'];

/** Sentinels no department id can take: the console's department, and every department. */
export const THIS_DEPARTMENT = ':console';
export const ALL_DEPARTMENTS = ':all';

export interface UnitFilter {
  /** THIS_DEPARTMENT, ALL_DEPARTMENTS or one department's id. */
  departments: string;
  service: 'all' | BoardUnit['service'];
  meaning: 'all' | Meaning;
}

export const NO_FILTER: UnitFilter = {
  departments: THIS_DEPARTMENT,
  service: 'all',
  meaning: 'all',
};

/** Whether a unit passes the service and status filters (departments are chosen upstream). */
export function useUnitMatcher(filter: UnitFilter) {
  const { data } = useCommunityValues();
  const meanings = useMemo(
    () => new Map((data?.statuses ?? []).map((s) => [`${s.service} ${s.code}`, s.meaning])),
    [data],
  );
  return useCallback(
    (unit: BoardUnit) =>
      (filter.service === 'all' || unit.service === filter.service) &&
      (filter.meaning === 'all' ||
        meanings.get(`${unit.service} ${unit.status}`) === filter.meaning),
    [filter, meanings],
  );
}

/** The units table's filters: which departments, which service, which kind of status. */
export function UnitFilters({
  filter,
  onChange,
  departmentName,
  departments,
}: {
  filter: UnitFilter;
  onChange: (filter: UnitFilter) => void;
  /** The console's department, by name. */
  departmentName: string;
  /** The other departments a dispatcher can look at. */
  departments: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <div className="unit-filters" role="group" aria-label={t('dispatch.unitsTable.filters')}>
      <div className="field">
        <label htmlFor="unit-filter-departments">{t('dispatch.unitsTable.departments')}</label>
        <select
          id="unit-filter-departments"
          value={filter.departments}
          onChange={(e) => onChange({ ...filter, departments: e.target.value })}
        >
          <option value={THIS_DEPARTMENT}>
            {t('dispatch.unitsTable.thisDepartment', { name: departmentName })}
          </option>
          <option value={ALL_DEPARTMENTS}>{t('dispatch.unitsTable.allDepartments')}</option>
          {departments.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="unit-filter-service">{t('dispatch.unitsTable.service')}</label>
        <select
          id="unit-filter-service"
          value={filter.service}
          onChange={(e) =>
            onChange({ ...filter, service: e.target.value as UnitFilter['service'] })
          }
        >
          <option value="all">{t('dispatch.unitsTable.allServices')}</option>
          <option value="police">{t('dispatch.service.police')}</option>
          <option value="safr">{t('dispatch.unitsTable.fireRescue')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="unit-filter-meaning">{t('dispatch.unitsTable.status')}</label>
        <select
          id="unit-filter-meaning"
          value={filter.meaning}
          onChange={(e) =>
            onChange({ ...filter, meaning: e.target.value as UnitFilter['meaning'] })
          }
        >
          <option value="all">{t('dispatch.unitsTable.allStatuses')}</option>
          {MEANINGS.map((m) => (
            <option key={m} value={m}>
              {meaningText(t, m)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type CivilianTab = 'detail' | 'court';

/**
 * One civilian's two views: the record (details, licenses, records, property) and the Court
 * tab. A tab list with its panel, as screen readers expect.
 */
export function CivilianTabs({
  tab,
  onTab,
  children,
}: {
  tab: CivilianTab;
  onTab(tab: CivilianTab): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const tabs: [CivilianTab, string][] = [
    ['detail', t('court.tab.record')],
    ['court', t('court.tab.court')],
  ];
  return (
    <>
      <div className="civ-tabs" role="tablist" aria-label={t('court.tab.views')}>
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`civ-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="civ-tabpanel"
            className={`btn btn-sm ${tab === id ? 'btn-primary' : 'btn-secondary'}`}
            onClick={() => onTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="civ-tabpanel" role="tabpanel" aria-labelledby={`civ-tab-${tab}`}>
        {children}
      </div>
    </>
  );
}

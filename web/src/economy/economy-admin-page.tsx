import { useTranslation } from 'react-i18next';
import { BusinessAdminPanel } from './business-admin-panel';
import { ItemCatalogue } from './item-catalogue';
import { OpeningBalancesPanel } from './opening-balances-panel';
import { TreasuryPanel } from './treasury-panel';
import { ShiftPayPanel } from './shift-pay-panel';
import './economy.css';

/**
 * /dashboard/admin/economy: the treasury and the shop's catalogue (docs/economy.md). The
 * conservation checks run in the server's tests; no route exposes them yet.
 */
export function EconomyAdminPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1>{t('economy.admin.title')}</h1>
      <p className="muted">{t('economy.admin.intro')}</p>
      <TreasuryPanel />
      <OpeningBalancesPanel />
      <ShiftPayPanel />
      <ItemCatalogue />
      <BusinessAdminPanel />
    </section>
  );
}

import { useTranslation } from 'react-i18next';

/** The red STOLEN flag on a vehicle (the owner's list, plate search, owner profile). */
export function StolenFlag() {
  const { t } = useTranslation();
  return (
    <span className="badge badge-red" style={{ fontWeight: 700, letterSpacing: '0.04em' }}>
      {t('components.stolen')}
    </span>
  );
}

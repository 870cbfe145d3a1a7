import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { useCustody } from './api/custody';

/** "In custody until …" on a civilian's own page, while a booking holds them. */
export function CustodyNotice({ civilianId }: { civilianId: string }) {
  const { t } = useTranslation();
  const custody = useCustody(civilianId);
  const booking = custody.data?.booking;
  if (!booking || booking.status !== 'in_custody') return null;
  return (
    <p className="message error" role="status">
      {t('jail.custody.until', { when: formatDateTime(booking.releaseAt) })}
    </p>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRepeatingAlert } from '../../alerts';
import { MY_SIGNAL_100, type Signal100View } from './signal-100-api';
import './signal-100.css';

/** How often a held Signal 100 sounds again, until it is lifted. */
const REPEAT_MS = 20_000;

/**
 * On every page of a unit's shell while their department holds Signal 100: a banner saying why,
 * and its tone now and every 20 s (if the member lets Signal 100 sound). Fed by the unit's own
 * stream (UnitLiveEvents); nothing is fetched here.
 */
export function Signal100Banner() {
  const { data } = useQuery<Signal100View | null>({
    queryKey: MY_SIGNAL_100,
    queryFn: () => null,
    enabled: false,
  });
  if (!data) return null;
  return <HeldBanner signal={data} />;
}

function HeldBanner({ signal }: { signal: Signal100View }) {
  const { t } = useTranslation();
  useRepeatingAlert('signal100', signal._id, REPEAT_MS);
  return (
    <div className="signal-100-banner" role="alert">
      <strong>{t('signal100.banner.title', { department: signal.department })}</strong>{' '}
      <span>{t('signal100.banner.reason', { reason: signal.reason })}</span>
    </div>
  );
}

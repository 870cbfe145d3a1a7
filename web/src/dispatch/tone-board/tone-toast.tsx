import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlertPlayer } from '../../alerts';

const SHOW_MS = 10_000;

interface ReceivedTone {
  _id: string;
  message: string;
}

/**
 * A tone reaching this unit: its sound (if the member lets tones sound) and a toast with the
 * message, on whatever page they are. The stream only hands a unit the tones meant for it.
 */
export function useToneReceiver() {
  const { t } = useTranslation();
  const play = useAlertPlayer({ prompt: false });
  const [tone, setTone] = useState<ReceivedTone | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onTone = useCallback(
    (data: unknown) => {
      play('tone');
      clearTimeout(timer.current);
      setTone(data as ReceivedTone);
      timer.current = setTimeout(() => setTone(null), SHOW_MS);
    },
    [play],
  );
  const element = tone ? (
    <div className="toast toast-success tone-toast" role="status">
      {t('tones.received', { message: tone.message })}
    </div>
  ) : null;
  return { onTone, element };
}

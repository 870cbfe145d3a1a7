import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BoloView } from './api/list-bolos';
import type { Connection } from './use-dispatch-board';

/** HH:mm:ss, refreshed every second. */
export function useClock(): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return [now.getHours(), now.getMinutes(), now.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

/** A short two-tone alarm for a colleague's panic; the banner is what counts if audio is blocked. */
export function alarm() {
  try {
    const audio = new AudioContext();
    const gain = audio.createGain();
    gain.gain.value = 0.08;
    gain.connect(audio.destination);
    [880, 660, 880].forEach((hz, i) => {
      const tone = audio.createOscillator();
      tone.type = 'square';
      tone.frequency.value = hz;
      tone.connect(gain);
      tone.start(audio.currentTime + i * 0.18);
      tone.stop(audio.currentTime + i * 0.18 + 0.16);
    });
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // No audio available (or not allowed before any click); the banner still shows.
  }
}

export function boloDescription(b: BoloView): string {
  if (b.boloType === 'vehicle') {
    return b.vehiclePlate
      ? `${b.vehicleDescription} (${b.vehiclePlate})`
      : (b.vehicleDescription ?? '');
  }
  return b.personName ? `${b.personDescription} (${b.personName})` : (b.personDescription ?? '');
}

export function ConnectionBadge({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  const text = {
    connecting: t('dispatch.connection.connecting'),
    live: t('dispatch.connection.live'),
    reconnecting: t('dispatch.connection.reconnecting'),
  }[connection];
  return (
    <span className={`cad-connection cad-connection-${connection}`} role="status">
      {/* eslint-disable-next-line i18next/no-literal-string -- a decorative dot, hidden from screen readers */}
      <span aria-hidden="true">●</span> {text}
    </span>
  );
}

/** A board row's last cell: the button that opens the row's details. */
export function ViewDetailsCell({ label, onOpen }: { label: string; onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <td>
      <button type="button" className="btn btn-link" aria-label={label} onClick={onOpen}>
        <Eye aria-hidden="true" size={16} /> {t('dispatch.board.viewDetails')}
      </button>
    </td>
  );
}

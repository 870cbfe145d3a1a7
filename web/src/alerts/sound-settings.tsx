import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_KINDS, type AlertKind } from '@tenfour/db/browser';
import { ApiError } from '../lib/api';
import { StatusMessage } from '../components/status-message';
import { alertEngine } from './alert-engine';
import { useAlertSettings, useSaveAlertSettings, type AlertSettings } from './alerts-api';
import { KindLabel } from './kind-label';

/** The member's sound settings: volume, a checkbox a kind, a test tone; saved on each change. */
export function SoundSettings() {
  const { t } = useTranslation();
  const { data, error } = useAlertSettings();
  if (error) return <StatusMessage text={t('alerts.loadFailed')} tone="error" />;
  if (!data) return <p className="muted">{t('common.loading')}</p>;
  return <SoundSettingsForm saved={data} />;
}

function SoundSettingsForm({ saved }: { saved: AlertSettings }) {
  const { t } = useTranslation();
  const volumeId = useId();
  const save = useSaveAlertSettings();
  const [volume, setVolume] = useState(saved.volume);
  // Kept here as well as in the cache: a controlled checkbox must change in the click's own render.
  const [kinds, setKinds] = useState(saved.enabledKinds);
  const store = (next: AlertSettings) => save.mutate(next);
  const toggle = (kind: AlertKind, on: boolean) => {
    const enabledKinds = on ? [...kinds, kind] : kinds.filter((k) => k !== kind);
    setKinds(enabledKinds);
    store({ volume, enabledKinds });
  };
  const test = () =>
    void alertEngine.unlock().then(() => alertEngine.play(kinds[0] ?? 'call.new', volume));
  const failed =
    save.error instanceof ApiError ? save.error.message : save.error ? t('alerts.saveFailed') : '';

  return (
    <div className="sound-settings">
      <div className="field">
        <label htmlFor={volumeId}>{t('alerts.volume', { volume })}</label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={volume}
          onChange={(e) => setVolume(Number(e.target.value))}
          // Saved when the member lets go, not on every step of the drag.
          onPointerUp={() => store({ enabledKinds: kinds, volume })}
          onKeyUp={() => store({ enabledKinds: kinds, volume })}
        />
      </div>
      <fieldset>
        <legend>{t('alerts.kindsLegend')}</legend>
        {ALERT_KINDS.map((kind) => (
          <label key={kind} className="checkbox">
            <input
              type="checkbox"
              checked={kinds.includes(kind)}
              onChange={(e) => toggle(kind, e.target.checked)}
            />{' '}
            <KindLabel kind={kind} />
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn" onClick={test}>
        {t('alerts.test')}
      </button>
      <StatusMessage text={failed} tone="error" />
    </div>
  );
}

import { Volume2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/modal';
import { alertEngine } from './alert-engine';
import { SoundSettings } from './sound-settings';
import { useNeedsAudioTap } from './use-audio-state';
import './alerts.css';

/**
 * The layout's "Sound" entry (opens the settings) and, while a screen with alerts is open and
 * the browser still blocks audio, the "Tap to enable sound" prompt: browsers only let a page
 * sound after the member has interacted with it.
 */
export function SoundMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const needsTap = useNeedsAudioTap();
  return (
    <>
      <button type="button" className="btn btn-link" onClick={() => setOpen(true)}>
        <Volume2 aria-hidden="true" size={16} /> {t('alerts.menu')}
      </button>
      {open && (
        <Modal title={t('alerts.title')} onClose={() => setOpen(false)}>
          <SoundSettings />
        </Modal>
      )}
      {needsTap && (
        <button
          type="button"
          className="btn btn-primary sound-tap"
          onClick={() => void alertEngine.unlock()}
        >
          <Volume2 aria-hidden="true" size={16} /> {t('alerts.tapToEnable')}
        </button>
      )}
    </>
  );
}

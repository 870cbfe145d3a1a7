import { Volume2 } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
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
      {/* On the body, not in the sidebar: a phone's closed drawer is moved off screen by a
          transform, which would carry a fixed child with it. */}
      {needsTap &&
        createPortal(
          <button
            type="button"
            className="btn btn-primary sound-tap"
            onClick={() => void alertEngine.unlock()}
          >
            <Volume2 aria-hidden="true" size={16} /> {t('alerts.tapToEnable')}
          </button>,
          document.body,
        )}
    </>
  );
}

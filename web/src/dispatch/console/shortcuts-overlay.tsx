import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { shortcutList } from './shortcuts';

/** Every console shortcut, in a dialog: focus stays inside it, and Escape closes it. */
export function ShortcutsOverlay({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('consoleCalls.shortcuts.title')} onClose={onClose}>
      <p className="muted small">{t('consoleCalls.shortcuts.intro')}</p>
      <dl className="console-shortcuts">
        {shortcutList(t).map((s) => (
          <div key={s.label}>
            <dt>
              {s.keys.map((k) => (
                <kbd key={k}>{k}</kbd>
              ))}
            </dt>
            <dd>{s.label}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

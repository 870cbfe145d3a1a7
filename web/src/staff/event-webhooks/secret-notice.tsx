import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';

/**
 * A signing secret the server has just returned. It is never sent again (the list leaves it
 * out), so it stays on screen until staff say they have copied it.
 */
export function SecretNotice({ secret, onDismiss }: { secret: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => setCopied('yes'),
      // Clipboard access can be refused (an insecure origin, a browser setting).
      () => setCopied('no'),
    );
  return (
    <div className="panel webhook-secret" role="status">
      <p>{t('eventWebhooks.secret.once')}</p>
      <code className="secret" data-testid="webhook-secret">
        {secret}
      </code>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          {t('eventWebhooks.secret.copy')}
        </button>
        <button type="button" className="btn" onClick={onDismiss}>
          {t('eventWebhooks.secret.dismiss')}
        </button>
      </div>
      {copied === 'yes' && <StatusMessage text={t('eventWebhooks.secret.copied')} tone="success" />}
      {copied === 'no' && <StatusMessage text={t('eventWebhooks.secret.copyFailed')} />}
    </div>
  );
}

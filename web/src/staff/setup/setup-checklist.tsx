import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLanguage } from '../../lib/i18n';
import { renderMessage } from '../../lib/server-messages';
import { useSetupChecklist } from '../api/get-setup';

/**
 * The staff console's setup checklist (production, with Discord configured): each check green,
 * or the server's sentence saying what to do. Shown until every check passes, then one line.
 */
export function SetupChecklist() {
  const { t } = useTranslation();
  const { data } = useSetupChecklist();
  if (!data?.applies) return null;
  const failing = data.checks.filter((c) => !c.ok).length;
  const language = currentLanguage();
  return (
    <details className="panel setup-checklist" open={failing > 0}>
      <summary>
        <h2>
          {failing ? t('staff.setup.title', { count: failing }) : `✅ ${t('staff.setup.complete')}`}
        </h2>
      </summary>
      <ul>
        {data.checks.map((check) => (
          <li key={check.id} className={check.ok ? 'setup-ok' : 'setup-todo'}>
            {check.ok ? (
              <CheckCircle2 aria-label={t('staff.setup.ok')} size={18} />
            ) : (
              <XCircle aria-label={t('staff.setup.todo')} size={18} />
            )}{' '}
            {renderMessage(
              { message: check.message, key: check.messageKey, params: check.messageParams },
              language,
            )}
          </li>
        ))}
      </ul>
      <p className="muted">
        <Link to="/dashboard/admin/roles">{t('roles.title')}</Link> ·{' '}
        <Link to="/dashboard/admin/departments">{t('departments.title')}</Link>
      </p>
    </details>
  );
}

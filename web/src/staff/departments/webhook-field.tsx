import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { useSubmit } from '../../lib/use-submit';
import { useDepartmentActions, type AdminDepartment, type WebhookChannel } from './api';
import { fieldIssues, formError } from './field-issues';

/**
 * One of a department's webhooks: entered once, then shown only as "Configured" (the server
 * never sends the address back), with Replace, Clear and Test.
 */
export function WebhookField({
  department,
  channel,
}: {
  department: AdminDepartment;
  channel: WebhookChannel;
}) {
  const { t } = useTranslation();
  const actions = useDepartmentActions();
  const configured =
    channel === 'report'
      ? department.reportWebhookConfigured
      : department.dispatchWebhookConfigured;
  const [editing, setEditing] = useState(false);
  const [url, setUrl] = useState('');
  const [issue, setIssue] = useState<string | undefined>();
  const { busy, error, setError, submit, run } = useSubmit(formError);
  const label =
    channel === 'report' ? t('departments.webhooks.report') : t('departments.webhooks.dispatch');

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setIssue(undefined);
      try {
        await actions.setWebhook(department.id, channel, url.trim());
      } catch (err) {
        setIssue(fieldIssues(err).url);
        throw err;
      }
      setUrl('');
      setEditing(false);
    });

  if (configured && !editing) {
    return (
      <div className="webhook-field">
        <p>
          <strong>{label}</strong>{' '}
          <span className="badge badge-green">{t('departments.webhooks.configured')}</span>
        </p>
        <div className="button-row">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() => setEditing(true)}
          >
            {t('departments.webhooks.replace')}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() =>
              void run(() => actions.clearWebhook(department.id, channel).then(() => undefined))
            }
          >
            {t('departments.webhooks.clear')}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await actions.testWebhook(department.id, channel);
                setError(`✅ ${t('departments.webhooks.testQueued')}`);
              })
            }
          >
            {t('departments.webhooks.test')}
          </button>
        </div>
        <StatusMessage text={error} />
      </div>
    );
  }

  return (
    <form className="form webhook-field" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        label={label}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={t('departments.webhooks.placeholder')}
        value={url}
        error={issue}
        onChange={(e) => setUrl(e.target.value)}
      />
      {!configured && <p className="muted small">{t('departments.webhooks.notConfigured')}</p>}
      <p className="muted small">{t('departments.webhooks.help')}</p>
      <StatusMessage text={error} />
      <div className="button-row">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !url.trim()}>
          {t('departments.webhooks.save')}
        </button>
        {editing && (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => setEditing(false)}
          >
            {t('departments.form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CALL_AGE_MINUTES, type CallAgeThresholds } from '@tenfour/db/browser';
import { TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useToast } from '../components/toast';
import { useSubmit } from '../lib/use-submit';
import { fieldIssues, formError } from './departments/field-issues';
import { useSetCallAge } from './api/set-call-age';

/**
 * When a call's age turns amber and red on the dispatcher console. The server checks the
 * numbers (whole minutes, amber first); its refusals show under the field they are about.
 */
export function CallAgeForm({ callAge }: { callAge: CallAgeThresholds }) {
  const { t } = useTranslation();
  const [warn, setWarn] = useState(String(callAge.warnMinutes));
  const [alert, setAlert] = useState(String(callAge.alertMinutes));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const { busy, error, submit } = useSubmit(formError);
  const save = useSetCallAge();
  const toast = useToast();
  // Blank or "7.5" is sent as typed, so the server's message names what is wrong with it.
  const minutes = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setIssues({});
      try {
        const saved = await save.mutateAsync({
          warnMinutes: minutes(warn),
          alertMinutes: minutes(alert),
        });
        toast.show(saved.message);
      } catch (err) {
        setIssues(fieldIssues(err));
        throw err;
      }
    });

  const fields = [
    { key: 'warnMinutes', label: t('staff.callAge.warnMinutes'), value: warn, set: setWarn },
    { key: 'alertMinutes', label: t('staff.callAge.alertMinutes'), value: alert, set: setAlert },
  ] as const;

  return (
    <form
      className="panel form"
      aria-labelledby="call-age-title"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <h2 id="call-age-title">{t('staff.callAge.title')}</h2>
      <p className="muted small">{t('staff.callAge.help')}</p>
      {fields.map(({ key, label, value, set }) => (
        <TextField
          key={key}
          label={label}
          type="number"
          inputMode="numeric"
          min={CALL_AGE_MINUTES.min}
          max={CALL_AGE_MINUTES.max}
          step={1}
          value={value}
          error={issues[key]}
          onChange={(e) => set(e.target.value)}
        />
      ))}
      <StatusMessage text={error} tone="error" />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('staff.community.saving') : t('staff.community.save')}
        </button>
      </div>
      {toast.element}
    </form>
  );
}

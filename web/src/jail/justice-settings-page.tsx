import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { firstIssueText, useSubmit } from '../lib/use-submit';
import {
  useCourtSettings,
  useJusticeSettings,
  useSaveJusticeSettings,
  type CourtSettings,
  type JusticeSettings,
} from './api/settings';

/** Staff: how long jail lasts, when unpaid fines become warrants, and who approves warrants. */
export function JusticeSettingsPage() {
  const { t } = useTranslation();
  const justice = useJusticeSettings();
  const court = useCourtSettings();
  return (
    <section className="page">
      <h1>{t('jail.settings.title')}</h1>
      {justice.data && court.data ? (
        <SettingsForm justice={justice.data} court={court.data} />
      ) : justice.isError || court.isError ? (
        <StatusMessage text={t('jail.settings.loadFailed')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function SettingsForm({ justice, court }: { justice: JusticeSettings; court: CourtSettings }) {
  const { t } = useTranslation();
  const [multiplier, setMultiplier] = useState(String(justice.jailTimeMultiplier));
  const [days, setDays] = useState(String(justice.failureToPayDays));
  const [approval, setApproval] = useState(justice.warrantApproval);
  const [contestDays, setContestDays] = useState(String(court.contestWindowDays));
  const [saved, setSaved] = useState(false);
  const save = useSaveJusticeSettings();
  // The server checks the numbers (its messages name the rule); blank text is sent as-is.
  const { busy, error, submit } = useSubmit(firstIssueText);
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

  return (
    <form
      className="panel form"
      noValidate
      onSubmit={(e) => {
        setSaved(false);
        void submit(e, async () => {
          await save.mutateAsync({
            justice: {
              jailTimeMultiplier: number(multiplier),
              failureToPayDays: number(days),
              warrantApproval: approval,
            },
            court: { contestWindowDays: number(contestDays) },
          });
          setSaved(true);
        });
      }}
    >
      <TextField
        label={t('jail.settings.multiplier')}
        inputMode="decimal"
        value={multiplier}
        onChange={(e) => setMultiplier(e.target.value)}
      />
      <p className="muted small">{t('jail.settings.multiplierHelp')}</p>
      <TextField
        label={t('jail.settings.failureToPayDays')}
        inputMode="numeric"
        value={days}
        onChange={(e) => setDays(e.target.value)}
      />
      <p className="muted small">{t('jail.settings.failureToPayHelp')}</p>
      <label className="checkbox">
        <input type="checkbox" checked={approval} onChange={(e) => setApproval(e.target.checked)} />{' '}
        {t('jail.settings.warrantApproval')}
      </label>
      <TextField
        label={t('jail.settings.contestWindowDays')}
        inputMode="numeric"
        value={contestDays}
        onChange={(e) => setContestDays(e.target.value)}
      />
      <p className="muted small">{t('jail.settings.contestWindowHelp')}</p>
      <StatusMessage text={error} tone="error" />
      {saved && <StatusMessage text={t('jail.settings.saved')} tone="success" />}
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('jail.settings.saving') : t('jail.settings.save')}
        </button>
      </div>
    </form>
  );
}

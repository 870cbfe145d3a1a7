import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useSubmit } from '../lib/use-submit';
import {
  useSaveHourlyPay,
  useSaveShiftSettings,
  useShiftPaySettings,
  type ShiftPaySettings,
} from './api/shift-pay';
import { centsOf, dollarsOf } from './cents-text';

/**
 * Staff: what a shift pays (docs/economy.md, Paid shifts): each department's hourly rate with
 * its ranks' rates beside it (a rank's wins), the daily cap per member and the hours after
 * which an open shift is closed.
 */
export function ShiftPayPanel() {
  const { t } = useTranslation();
  const settings = useShiftPaySettings();
  return (
    <section className="panel" aria-labelledby="shift-pay-title">
      <h2 id="shift-pay-title">{t('economy.shiftPay.title')}</h2>
      <p className="muted">{t('economy.shiftPay.intro')}</p>
      {settings.data ? (
        <>
          <SettingsForm settings={settings.data} />
          {settings.data.departments.map((d) => (
            <section key={d.id} aria-label={d.name} className="form">
              <RateForm
                label={t('economy.shiftPay.departmentRate', { name: d.name })}
                target={{ type: 'department', id: d.id }}
                cents={d.hourlyPayCents}
              />
              {settings.data.ranks
                .filter((r) => r.department === d.id)
                .map((r) => (
                  <RateForm
                    key={r.id}
                    label={t('economy.shiftPay.rankRate', { name: r.name })}
                    target={{ type: 'rank', id: r.id }}
                    cents={r.hourlyPayCents}
                  />
                ))}
            </section>
          ))}
        </>
      ) : settings.isError ? (
        <StatusMessage text={t('common.errorOccurred')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: ShiftPaySettings }) {
  const { t } = useTranslation();
  const [cap, setCap] = useState(dollarsOf(settings.dailyCapCents));
  const [hours, setHours] = useState(String(settings.forceCloseHours));
  const [done, setDone] = useState('');
  const save = useSaveShiftSettings();
  const { busy, error, setError, submit } = useSubmit();
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setDone('');
      const dailyCapCents = centsOf(cap);
      if (dailyCapCents === undefined) return setError(t('economy.shiftPay.invalid'));
      await save.mutateAsync({ dailyCapCents, forceCloseHours: Number(hours) });
      setDone(t('economy.shiftPay.saved'));
    });
  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="form-grid">
        <TextField
          label={t('economy.shiftPay.dailyCap')}
          inputMode="decimal"
          placeholder={t('economy.shiftPay.dailyCapHint')}
          value={cap}
          onChange={(e) => setCap(e.target.value)}
        />
        <TextField
          label={t('economy.shiftPay.forceClose')}
          inputMode="numeric"
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
      </div>
      <StatusMessage text={error} tone="error" />
      <StatusMessage text={done} tone="success" />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('economy.shiftPay.saveSettings')}
        </button>
      </div>
    </form>
  );
}

function RateForm({
  label,
  target,
  cents,
}: {
  label: string;
  target: { type: 'department' | 'rank'; id: string };
  cents: number | null;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(dollarsOf(cents));
  const [done, setDone] = useState('');
  const save = useSaveHourlyPay();
  const { busy, error, setError, submit } = useSubmit();
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setDone('');
      const hourlyPayCents = centsOf(value);
      if (hourlyPayCents === undefined) return setError(t('economy.shiftPay.invalid'));
      await save.mutateAsync({ target, hourlyPayCents });
      setDone(t('economy.shiftPay.saved'));
    });
  return (
    <form className="shift-rate" noValidate aria-label={label} onSubmit={(e) => void onSubmit(e)}>
      <TextField
        label={label}
        inputMode="decimal"
        placeholder={t('economy.shiftPay.noRate')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="btn" disabled={busy}>
        {t('economy.shiftPay.save')}
      </button>
      <StatusMessage text={error} tone="error" />
      <StatusMessage text={done} tone="success" />
    </form>
  );
}

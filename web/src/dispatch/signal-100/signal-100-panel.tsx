import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/use-submit';
import { useLiftSignal100, useSetSignal100, useSignal100 } from './signal-100-api';
import './signal-100.css';

/**
 * The console's Signal 100 for the department it shows: why it holds and Lift, or a reason and
 * Set. Live through the console's own stream (useConsoleSignalHandlers).
 */
export function Signal100Panel({
  department,
  notify,
}: {
  department: string;
  notify(text: string, kind?: 'success' | 'error'): void;
}) {
  const { t } = useTranslation();
  const { data: signal } = useSignal100(department);
  const set = useSetSignal100(department);
  const lift = useLiftSignal100(department);
  const [reason, setReason] = useState('');

  const onSet = (e: FormEvent) => {
    e.preventDefault();
    set.mutate(reason, {
      onSuccess: (res) => {
        setReason('');
        notify(res.message);
      },
      onError: (err) => notify(errorText(err), 'error'),
    });
  };

  return (
    <section className="panel signal-100-panel" aria-labelledby="signal-100-title">
      <div className="panel-header">
        <h2 id="signal-100-title">{t('signal100.panel.title')}</h2>
      </div>
      {signal ? (
        <div className="signal-100-held">
          <p role="status">
            <strong>{t('signal100.panel.holds', { department })}</strong>{' '}
            {t('signal100.banner.reason', { reason: signal.reason })}
          </p>
          <p className="muted small">{t('signal100.panel.setBy', { by: signal.setBy })}</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={lift.isPending}
            onClick={() =>
              lift.mutate(undefined, {
                onSuccess: (res) => notify(res.message),
                onError: (err) => notify(errorText(err), 'error'),
              })
            }
          >
            {t('signal100.panel.lift')}
          </button>
        </div>
      ) : (
        <form onSubmit={onSet}>
          <div className="field">
            <label htmlFor="signal-100-reason">{t('signal100.panel.reason')}</label>
            <input
              id="signal-100-reason"
              value={reason}
              maxLength={200}
              required
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-danger" disabled={set.isPending}>
            {t('signal100.panel.set')}
          </button>
        </form>
      )}
    </section>
  );
}

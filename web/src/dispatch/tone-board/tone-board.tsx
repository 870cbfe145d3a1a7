import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/use-submit';
import { formatDateTime } from '../../lib/format';
import { useSendTone, useToneLog, type ToneInput, type ToneView } from './tones-api';

type TargetKind = ToneInput['target']['kind'];

interface UnitChoice {
  officerId: string;
  callsign: string;
}

/**
 * The tone board: a tone with a message to every unit, this department's, a service's or one
 * unit; below it the dispatch log of what was sent. A supervisor's (`ownDepartment`) reaches
 * their department or one of its units only, as the server allows.
 */
export function ToneBoard({
  department,
  units,
  notify,
  ownDepartment = false,
}: {
  department: string;
  units: readonly UnitChoice[];
  notify(text: string, kind?: 'success' | 'error'): void;
  ownDepartment?: boolean;
}) {
  const { t } = useTranslation();
  const send = useSendTone(department);
  const log = useToneLog(department);
  const [kind, setKind] = useState<TargetKind>('department');
  const [service, setService] = useState<'police' | 'safr'>('police');
  const [unitId, setUnitId] = useState('');
  const [message, setMessage] = useState('');

  const target = (): ToneInput['target'] | null => {
    switch (kind) {
      case 'all':
        return { kind };
      case 'department':
        return { kind, department };
      case 'service':
        return { kind, service };
      case 'unit':
        return unitId ? { kind, unitId } : null;
    }
  };

  const onSend = (e: FormEvent) => {
    e.preventDefault();
    const to = target();
    if (!to) return notify(t('tones.chooseUnit'), 'error');
    send.mutate(
      { target: to, message },
      {
        onSuccess: (res) => {
          setMessage('');
          notify(res.message);
        },
        onError: (err) => notify(errorText(err), 'error'),
      },
    );
  };

  return (
    <section className="panel tone-board" aria-labelledby="tone-board-title">
      <div className="panel-header">
        <h2 id="tone-board-title">{t('tones.title')}</h2>
      </div>
      <form className="tone-board-form" onSubmit={onSend}>
        <div className="field">
          <label htmlFor="tone-target">{t('tones.sendTo')}</label>
          <select
            id="tone-target"
            value={kind}
            onChange={(e) => setKind(e.target.value as TargetKind)}
          >
            {!ownDepartment && <option value="all">{t('tones.targets.all')}</option>}
            <option value="department">{t('tones.targets.department', { department })}</option>
            {!ownDepartment && <option value="service">{t('tones.targets.service')}</option>}
            <option value="unit">{t('tones.targets.unit')}</option>
          </select>
        </div>
        {kind === 'service' && (
          <div className="field">
            <label htmlFor="tone-service">{t('tones.service')}</label>
            <select
              id="tone-service"
              value={service}
              onChange={(e) => setService(e.target.value as 'police' | 'safr')}
            >
              <option value="police">{t('tones.services.police')}</option>
              <option value="safr">{t('tones.services.safr')}</option>
            </select>
          </div>
        )}
        {kind === 'unit' && (
          <div className="field">
            <label htmlFor="tone-unit">{t('tones.unit')}</label>
            <select id="tone-unit" value={unitId} onChange={(e) => setUnitId(e.target.value)}>
              <option value="">{t('tones.chooseUnit')}</option>
              {units.map((u) => (
                <option key={u.officerId} value={u.officerId}>
                  {u.callsign}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="tone-message">{t('tones.message')}</label>
          <input
            id="tone-message"
            value={message}
            maxLength={200}
            required
            placeholder={t('tones.placeholder')}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          {t('tones.send')}
        </button>
      </form>
      <h3 className="small">{t('tones.log')}</h3>
      {log.data?.length ? (
        <ul className="tone-log" aria-label={t('tones.log')}>
          {log.data.map((tone) => (
            <li key={tone._id}>
              <strong>{targetText(t, tone)}</strong>: {tone.message}{' '}
              <span className="muted small">
                {formatDateTime(tone.sentAt)} · {tone.sentBy}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">{t('tones.empty')}</p>
      )}
    </section>
  );
}

function targetText(t: TFunction, tone: ToneView) {
  switch (tone.target.kind) {
    case 'all':
      return t('tones.targets.all');
    case 'department':
      return t('tones.targets.department', { department: tone.target.department });
    case 'service':
      return tone.target.service === 'police'
        ? t('tones.services.police')
        : t('tones.services.safr');
    case 'unit':
      return tone.target.callsign;
  }
}

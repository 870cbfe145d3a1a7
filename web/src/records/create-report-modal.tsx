import { Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Modal } from '../components/modal';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { StatusMessage } from '../components/status-message';
import { formatDateTime, formatMoney, formatNumber } from '../lib/format';
import { usePenalCodes } from './api/list-penal-codes';
import { SuggestInput } from '../components/suggest-input';
import { officerLabel } from './officer-gate';
import { type OffenseInput, useCreateReport } from './api/create-report';
import type { Civilian, Officer, PenalCode, RecordType } from './api/types';
import { fullName } from './full-name';
import { Table } from '../components/table';

const REPORT_TYPES = ['Arrest', 'Citation', 'Warning'] as const;
/** The success message shows for 1.5 s before the modal closes. */
export const REPORT_CLOSE_MS = 1500;

interface PickedOffense {
  key: number;
  title: string;
  fine: number;
  jailTime: number;
  /** null for a custom offense (not in the penal code). */
  penalCodeId: string | null;
}

const cents = (n: number) => Math.round(n * 100) / 100;
const numberOr0 = (text: string) => {
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

const NO_CODES: PenalCode[] = [];

/** Arrest / Citation / Warning for the civilian on the owner profile. */
export function CreateReportModal({
  civilian,
  officer,
  onClose,
  onSubmitted,
}: {
  civilian: Civilian;
  officer: Officer;
  onClose(): void;
  onSubmitted(): void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState('');
  const codes = usePenalCodes().data ?? NO_CODES;
  const [offenseText, setOffenseText] = useState('');
  const [offenses, setOffenses] = useState<PickedOffense[]>([]);
  const [notes, setNotes] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const createReport = useCreateReport();
  const nextKey = useRef(1);
  const [openedAt] = useState(() => new Date());

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onClose, REPORT_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, onClose]);

  const totals = useMemo(
    () => ({
      fine: cents(offenses.reduce((sum, o) => sum + o.fine, 0)),
      jailTime: offenses.reduce((sum, o) => sum + o.jailTime, 0),
    }),
    [offenses],
  );

  const matchCodes = (query: string) => {
    const q = query.toLowerCase();
    const ranked = codes
      .filter((c) => c.title.toLowerCase().includes(q))
      .sort(
        (a, b) =>
          Number(!a.title.toLowerCase().startsWith(q)) -
            Number(!b.title.toLowerCase().startsWith(q)) || a.title.localeCompare(b.title),
      );
    return Promise.resolve(
      ranked.slice(0, 15).map((c) => ({
        key: c._id,
        label: c.title,
        detail: t('records.reportModal.codeDetail', {
          fine: formatMoney(c.fine),
          minutes: formatNumber(c.jailTime),
        }),
        code: c,
      })),
    );
  };

  const add = (text: string) => {
    const title = text.trim();
    if (!title) return;
    // A penal code title (any case) adds its fine and jail time; anything else is a
    // custom offense at 0/0.
    const code = codes.find((c) => c.title.toLowerCase() === title.toLowerCase());
    setOffenses((list) => [
      ...list,
      code
        ? {
            key: nextKey.current++,
            title: code.title,
            fine: code.fine,
            jailTime: code.jailTime,
            penalCodeId: code._id,
          }
        : { key: nextKey.current++, title, fine: 0, jailTime: 0, penalCodeId: null },
    ]);
    setOffenseText('');
  };

  const updateCustom = (key: number, change: Partial<Pick<PickedOffense, 'fine' | 'jailTime'>>) =>
    setOffenses((list) => list.map((o) => (o.key === key ? { ...o, ...change } : o)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || done) return;
    if (!REPORT_TYPES.includes(type as (typeof REPORT_TYPES)[number])) {
      setMessage(t('records.reportModal.invalidType'));
      return;
    }
    if (offenses.length === 0) {
      setMessage(t('records.reportModal.noOffense'));
      return;
    }
    setMessage('');
    setBusy(true);
    const payload: OffenseInput[] = offenses.map((o) =>
      o.penalCodeId
        ? { id: o.penalCodeId }
        : { title: o.title, fine: o.fine, jailTime: o.jailTime },
    );
    try {
      await createReport.mutateAsync({
        civilianId: civilian._id,
        type: type.toLowerCase() as RecordType,
        offenses: payload,
        reason: offenses.map((o) => o.title).join(', '),
        notes: notes.trim(),
        officer: officer.callsign,
        platform: officer.department.toLowerCase(),
      });
      setMessage(t('records.reportModal.submitted'));
      setDone(true);
      onSubmitted();
    } catch (err) {
      console.error('Failed to submit report', err);
      setMessage(t('records.reportModal.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('records.reportModal.title')} onClose={onClose} wide>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="report-meta">
          <span>
            <Trans
              i18nKey="records.reportModal.subject"
              values={{ name: fullName(civilian) }}
              components={{ strong: <strong /> }}
            />
          </span>
          <span>
            <Trans
              i18nKey="records.reportModal.dateTime"
              values={{ date: formatDateTime(openedAt) }}
              components={{ strong: <strong /> }}
            />
          </span>
          <span>
            <Trans
              i18nKey="records.reportModal.officer"
              values={{ officer: officerLabel(officer) }}
              components={{ strong: <strong /> }}
            />
          </span>
        </div>
        <SelectField
          label={t('records.reportModal.typeLabel')}
          placeholder={t('records.reportModal.typePlaceholder')}
          options={[
            { value: 'Arrest', label: t('records.reportModal.types.arrest') },
            { value: 'Citation', label: t('records.reportModal.types.citation') },
            { value: 'Warning', label: t('records.reportModal.types.warning') },
          ]}
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setMessage('');
          }}
        />
        <div className="offense-picker">
          <SuggestInput
            label={t('records.reportModal.offense')}
            placeholder={t('records.reportModal.offensePlaceholder')}
            value={offenseText}
            onChange={setOffenseText}
            load={matchCodes}
            onPick={(item) => add(item.code.title)}
            onEnter={() => add(offenseText)}
          />
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!offenseText.trim()}
            onClick={() => add(offenseText)}
          >
            {t('records.reportModal.addOffense')}
          </button>
        </div>
        {offenses.length > 0 && (
          <Table
            wrapClassName="rec-table-wrap"
            className="offense-table"
            aria-label={t('records.reportModal.offenses')}
          >
            <thead>
              <tr>
                <th scope="col">{t('records.reportModal.offense')}</th>
                <th scope="col">{t('records.reportModal.fine')}</th>
                <th scope="col">{t('records.reportModal.jailTime')}</th>
                <th scope="col">
                  <span className="sr-only">{t('records.reportModal.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {offenses.map((o) => (
                <tr key={o.key}>
                  <td>
                    {o.title}
                    {!o.penalCodeId && (
                      <span className="badge badge-gray custom-tag">
                        {t('records.reportModal.custom')}
                      </span>
                    )}
                  </td>
                  {o.penalCodeId ? (
                    <>
                      <td>{formatMoney(o.fine)}</td>
                      <td>{t('records.minutes', { minutes: formatNumber(o.jailTime) })}</td>
                    </>
                  ) : (
                    <>
                      <td>
                        <input
                          type="number"
                          min="0"
                          step="0.01"
                          aria-label={t('records.reportModal.fineFor', { title: o.title })}
                          value={o.fine}
                          onChange={(e) =>
                            updateCustom(o.key, { fine: cents(numberOr0(e.target.value)) })
                          }
                        />
                      </td>
                      <td>
                        <input
                          type="number"
                          min="0"
                          step="1"
                          aria-label={t('records.reportModal.jailFor', { title: o.title })}
                          value={o.jailTime}
                          onChange={(e) =>
                            updateCustom(o.key, {
                              jailTime: Math.floor(numberOr0(e.target.value)),
                            })
                          }
                        />
                      </td>
                    </>
                  )}
                  <td>
                    <button
                      type="button"
                      className="btn btn-link"
                      aria-label={t('records.reportModal.removeOffense', { title: o.title })}
                      onClick={() => setOffenses((list) => list.filter((x) => x.key !== o.key))}
                    >
                      {t('records.reportModal.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <div className="totals">
          <TextField
            label={t('records.fineDollars')}
            type="number"
            readOnly
            value={totals.fine.toFixed(2)}
          />
          <TextField
            label={t('records.jailMinutes')}
            type="number"
            readOnly
            value={totals.jailTime}
          />
        </div>
        <TextAreaField
          label={t('records.reportModal.notes')}
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <StatusMessage text={message} />
        <FormActions
          busy={busy}
          label={t('records.reportModal.submit')}
          busyLabel={t('records.reportModal.submitting')}
          icon={<Send aria-hidden="true" size={16} />}
          onCancel={onClose}
          disabled={done}
        />
      </form>
    </Modal>
  );
}

import { Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../components/modal';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { StatusMessage } from '../components/status-message';
import { formatDateTime, formatMoney } from '../lib/format';
import { usePenalCodes } from './api/list-penal-codes';
import { SuggestInput } from '../components/suggest-input';
import { officerLabel } from './officer-gate';
import { type OffenseInput, useCreateReport } from './api/create-report';
import type { Civilian, Officer, PenalCode, RecordType } from './api/types';
import { fullName } from './full-name';
import { Table } from '../components/table';

const PLACEHOLDER = 'Select Report Type';
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
        detail: `${formatMoney(c.fine)} · ${c.jailTime} min`,
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
      setMessage('❌ Please select a valid report type.');
      return;
    }
    if (offenses.length === 0) {
      setMessage('❌ Please add at least one offense.');
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
      setMessage('✅ Report submitted successfully.');
      setDone(true);
      onSubmitted();
    } catch (err) {
      console.error('Failed to submit report', err);
      setMessage('❌ Failed to submit report.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Create Report" onClose={onClose} wide>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="report-meta">
          <span>
            Subject: <strong>{fullName(civilian)}</strong>
          </span>
          <span>
            Date/Time: <strong>{formatDateTime(openedAt)}</strong>
          </span>
          <span>
            Officer: <strong>{officerLabel(officer)}</strong>
          </span>
        </div>
        <SelectField
          label="Report Type"
          placeholder={PLACEHOLDER}
          options={REPORT_TYPES}
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setMessage('');
          }}
        />
        <div className="offense-picker">
          <SuggestInput
            label="Offense"
            placeholder="Search the penal code"
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
            Add Offense
          </button>
        </div>
        {offenses.length > 0 && (
          <Table wrapClassName="rec-table-wrap" className="offense-table" aria-label="Offenses">
            <thead>
              <tr>
                <th scope="col">Offense</th>
                <th scope="col">Fine</th>
                <th scope="col">Jail Time</th>
                <th scope="col">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {offenses.map((o) => (
                <tr key={o.key}>
                  <td>
                    {o.title}
                    {!o.penalCodeId && <span className="badge badge-gray custom-tag">Custom</span>}
                  </td>
                  {o.penalCodeId ? (
                    <>
                      <td>{formatMoney(o.fine)}</td>
                      <td>{o.jailTime} min</td>
                    </>
                  ) : (
                    <>
                      <td>
                        <input
                          type="number"
                          min="0"
                          step="0.01"
                          aria-label={`Fine for ${o.title}`}
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
                          aria-label={`Jail time for ${o.title}`}
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
                      aria-label={`Remove ${o.title}`}
                      onClick={() => setOffenses((list) => list.filter((x) => x.key !== o.key))}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <div className="totals">
          <TextField label="Fine ($)" type="number" readOnly value={totals.fine.toFixed(2)} />
          <TextField label="Jail Time (minutes)" type="number" readOnly value={totals.jailTime} />
        </div>
        <TextAreaField
          label="Notes"
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <StatusMessage text={message} />
        <FormActions
          busy={busy}
          label="Submit Report"
          busyLabel="Submitting..."
          icon={<Send aria-hidden="true" size={16} />}
          onCancel={onClose}
          disabled={done}
        />
      </form>
    </Modal>
  );
}

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { DMV_PASS_MARK, DMV_TEST_TYPES, DMV_TIME_LIMIT_MS } from '@tenfour/db/browser';
import { Modal } from '../components/modal';
import { SelectField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { useSubmit } from '../lib/use-submit';
import type { Civilian } from './api/get-civilians';
import { useSaveDmvTest, type DmvResult } from './api/save-dmv-test';
import { useStartDmvTest, type StartedDmvTest } from './api/start-dmv-test';
import { DELAYS, useLater } from './use-later';

const RESULT_SAVED = 'Your test result has been saved.';

export const TIME_LIMIT_EXCEEDED = 'Time limit exceeded. Test closed.';

/** What survives closing the dialog mid-test: a draft in local storage. */
interface Draft {
  licenseType: string;
  test: StartedDmvTest;
  answers: Record<string, string>;
  /** When the dialog was first opened for this attempt; the time limit counts from here. */
  openedAt: number;
}

export const draftKey = (civilianId: string) => `tenfour.dmvDraft.${civilianId}`;

function readDraft(civilianId: string): Draft | null {
  try {
    const raw = localStorage.getItem(draftKey(civilianId));
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    if (!draft?.test?.questions || Date.now() > draft.openedAt + draft.test.timeLimitMs) {
      localStorage.removeItem(draftKey(civilianId));
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

function writeDraft(civilianId: string, draft: Draft | null) {
  try {
    if (draft) localStorage.setItem(draftKey(civilianId), JSON.stringify(draft));
    else localStorage.removeItem(draftKey(civilianId));
  } catch {
    // Storage full or disabled: the test still works, only without a draft.
  }
}

function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Take DMV Test: pick a type, answer 10 questions, submit. The server starts the attempt,
 * holds the answer key and grades it; the dialog closes itself when the time limit runs out.
 */
export function DmvTestModal({ civilian, onClose }: { civilian: Civilian; onClose(): void }) {
  const [draft] = useState(() => readDraft(civilian._id));
  const [openedAt] = useState(() => draft?.openedAt ?? Date.now());
  const [licenseType, setLicenseType] = useState(draft?.licenseType ?? '');
  const [test, setTest] = useState<StartedDmvTest | null>(draft?.test ?? null);
  const [answers, setAnswers] = useState<Record<string, string>>(draft?.answers ?? {});
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<DmvResult | null>(null);
  const [message, setMessage] = useState('');
  const [loading, setLoading] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const later = useLater();
  const { mutateAsync: start } = useStartDmvTest(civilian._id);
  const save = useSaveDmvTest();
  const { busy: saving, submit: send } = useSubmit();

  const limit = test?.timeLimitMs ?? DMV_TIME_LIMIT_MS;
  const deadline = openedAt + limit;
  const finished = timedOut || result !== null;

  useEffect(() => {
    if (finished) return;
    const tick = () => setNow(Date.now());
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [finished]);

  useEffect(() => {
    if (finished || saving || now < deadline) return;
    setTimedOut(true);
    setSubmitted(true);
    setMessage(TIME_LIMIT_EXCEEDED);
    writeDraft(civilian._id, null);
    later(DELAYS.dmvTimeout, onClose);
  }, [now, deadline, finished, saving, civilian._id, later, onClose]);

  const chooseType = useCallback(
    async (type: string) => {
      // A new type resets answers, the submitted flag and the message, and the draft.
      setLicenseType(type);
      setAnswers({});
      setSubmitted(false);
      setMessage('');
      setTest(null);
      writeDraft(civilian._id, null);
      if (!type) return;
      setLoading(true);
      try {
        const started = await start(type);
        // The draft begins with the first answer: there is nothing to keep before that.
        setTest(started);
      } catch (err) {
        console.error('Failed to start the DMV test', err);
        setMessage(err instanceof ApiError ? err.message : 'Could not load the test questions.');
      } finally {
        setLoading(false);
      }
    },
    [civilian._id, start],
  );

  const answer = (index: number, option: string) => {
    if (submitted || !test) return;
    const next = { ...answers, [String(index)]: option };
    setAnswers(next);
    writeDraft(civilian._id, { licenseType, test, answers: next, openedAt });
  };

  // Every outcome has its own text and next step here, so the refusal text stays unused.
  const submit = (e: FormEvent) => {
    if (!test || submitted) return e.preventDefault();
    void send(e, async () => {
      setSubmitted(true);
      setMessage('');
      try {
        const res = await save.mutateAsync({
          testId: test.testId,
          civilianId: civilian._id,
          licenseType,
          answers,
        });
        writeDraft(civilian._id, null);
        setResult(res.result);
        setMessage(RESULT_SAVED);
        later(DELAYS.dmvSaved, onClose);
      } catch (err) {
        console.error('Failed to save the DMV test', err);
        if (err instanceof ApiError && err.message === TIME_LIMIT_EXCEEDED) {
          setTimedOut(true);
          setMessage(TIME_LIMIT_EXCEEDED);
          writeDraft(civilian._id, null);
          later(DELAYS.dmvTimeout, onClose);
        } else {
          setMessage('Error saving test result.');
          setSubmitted(false);
        }
      }
    });
  };

  const answered = Object.keys(answers).length;

  return (
    <Modal title="Take DMV Test" onClose={onClose} wide>
      <form className="form dmv-test" onSubmit={(e) => void submit(e)} noValidate>
        <div className="dmv-toolbar">
          <SelectField
            label="License Type"
            placeholder="Select a test"
            options={DMV_TEST_TYPES}
            value={licenseType}
            disabled={finished || saving}
            onChange={(e) => void chooseType(e.target.value)}
          />
          {!finished && (
            <p className="dmv-timer" aria-live="off">
              Time remaining: <strong>{formatRemaining(deadline - now)}</strong>
            </p>
          )}
        </div>
        <p className="muted small">
          10 questions, {DMV_PASS_MARK} correct answers to pass. Your answers are kept on this
          device until you submit.
        </p>
        {loading && <p className="muted">Loading...</p>}
        {test && !timedOut && (
          <ol className="dmv-questions">
            {test.questions.map((q, i) => (
              <li key={`${test.testId}-${i}`}>
                <fieldset disabled={submitted}>
                  <legend>{q.question}</legend>
                  {q.options.map((option) => (
                    <label key={option} className="dmv-option">
                      <input
                        type="radio"
                        name={`q${i}`}
                        value={option}
                        checked={answers[String(i)] === option}
                        onChange={() => answer(i, option)}
                      />
                      <span>{option}</span>
                    </label>
                  ))}
                </fieldset>
              </li>
            ))}
          </ol>
        )}
        {result && (
          <div className={`dmv-result ${result.passed ? 'passed' : 'failed'}`} role="status">
            <strong>
              Score: {result.score}/{result.total}
            </strong>
            <span className={`badge ${result.passed ? 'badge-green' : 'badge-red'}`}>
              {result.passed ? 'Passed' : 'Failed'}
            </span>
          </div>
        )}
        <StatusMessage text={message} tone={message === RESULT_SAVED ? 'success' : undefined} />
        <div className="form-actions">
          {test && !finished && (
            <span className="muted small dmv-progress">
              {answered}/{test.questions.length} answered
            </span>
          )}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          {!finished && (
            <button type="submit" className="btn btn-primary" disabled={!test || submitted}>
              {saving ? 'Submitting...' : 'Submit Test'}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}

import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  DMV_PASS_MARK,
  DMV_QUESTION_COUNT,
  DMV_TEST_TYPES,
  DMV_TIME_LIMIT_MS,
  FALLBACK_LANGUAGE,
} from '@tenfour/db/browser';
import { Modal } from '../components/modal';
import { SelectField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { errorText, useSubmit } from '../lib/use-submit';
import { formatNumber } from '../lib/format';
import type { Civilian } from './api/get-civilians';
import { useSaveDmvTest, type DmvResult } from './api/save-dmv-test';
import { useStartDmvTest, type StartedDmvTest } from './api/start-dmv-test';
import { DELAYS, useLater } from './use-later';
import { dmvTestLabel, labelled } from './labels';
import { localizeDmvQuestions } from './dmv-questions';

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
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState('');
  const [saved, setSaved] = useState(false);
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
    setMessage(t('civilians.dmv.timeLimitExceeded'));
    writeDraft(civilian._id, null);
    later(DELAYS.dmvTimeout, onClose);
  }, [now, deadline, finished, saving, civilian._id, later, onClose, t]);

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
        setMessage(errorText(err, t('civilians.dmv.loadFailed')));
      } finally {
        setLoading(false);
      }
    },
    [civilian._id, start, t],
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
        setSaved(true);
        setMessage(t('civilians.dmv.saved'));
        later(DELAYS.dmvSaved, onClose);
      } catch (err) {
        console.error('Failed to save the DMV test', err);
        if (err instanceof ApiError && err.key === 'civilians.dmvTimeLimit') {
          setTimedOut(true);
          setMessage(t('civilians.dmv.timeLimitExceeded'));
          writeDraft(civilian._id, null);
          later(DELAYS.dmvTimeout, onClose);
        } else {
          setMessage(t('civilians.dmv.saveFailed'));
          setSubmitted(false);
        }
      }
    });
  };

  const answered = Object.keys(answers).length;
  // Shown in the reader's language; each option's value stays the English text the server grades.
  const questions = useMemo(
    () =>
      test
        ? localizeDmvQuestions(
            t,
            i18n.getFixedT(FALLBACK_LANGUAGE),
            test.licenseType,
            test.questions,
          )
        : [],
    [t, i18n, test],
  );

  return (
    <Modal title={t('civilians.dmv.title')} onClose={onClose} wide>
      <form className="form dmv-test" onSubmit={(e) => void submit(e)} noValidate>
        <div className="dmv-toolbar">
          <SelectField
            label={t('civilians.dmv.licenseType')}
            placeholder={t('civilians.dmv.selectTest')}
            options={labelled(t, DMV_TEST_TYPES, dmvTestLabel)}
            value={licenseType}
            disabled={finished || saving}
            onChange={(e) => void chooseType(e.target.value)}
          />
          {!finished && (
            <p className="dmv-timer" aria-live="off">
              <Trans
                i18nKey="civilians.dmv.timeRemaining"
                values={{ time: formatRemaining(deadline - now) }}
                components={{ strong: <strong /> }}
              />
            </p>
          )}
        </div>
        <p className="muted small">
          {t('civilians.dmv.rules', {
            questions: formatNumber(DMV_QUESTION_COUNT),
            passMark: formatNumber(DMV_PASS_MARK),
          })}
        </p>
        {loading && <p className="muted">{t('common.loading')}</p>}
        {test && !timedOut && (
          <ol className="dmv-questions">
            {questions.map((q, i) => (
              <li key={`${test.testId}-${i}`}>
                <fieldset disabled={submitted}>
                  <legend>{q.question}</legend>
                  {q.options.map(({ value, label }) => (
                    <label key={value} className="dmv-option">
                      <input
                        type="radio"
                        name={`q${i}`}
                        value={value}
                        checked={answers[String(i)] === value}
                        onChange={() => answer(i, value)}
                      />
                      <span>{label}</span>
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
              {t('civilians.dmv.score', {
                score: formatNumber(result.score),
                total: formatNumber(result.total),
              })}
            </strong>
            <span className={`badge ${result.passed ? 'badge-green' : 'badge-red'}`}>
              {result.passed ? t('civilians.passed') : t('civilians.failed')}
            </span>
          </div>
        )}
        <StatusMessage text={message} tone={saved ? 'success' : 'error'} />
        <div className="form-actions">
          {test && !finished && (
            <span className="muted small dmv-progress">
              {t('civilians.dmv.answered', {
                answered: formatNumber(answered),
                total: formatNumber(test.questions.length),
              })}
            </span>
          )}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('civilians.close')}
          </button>
          {!finished && (
            <button type="submit" className="btn btn-primary" disabled={!test || submitted}>
              {saving ? t('civilians.submitting') : t('civilians.dmv.submit')}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}

import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { englishMessage } from '../messages';
import {
  DMV_PASS_MARK,
  DMV_QUESTION_COUNT,
  DMV_TIME_LIMIT_MS,
  type DmvTestType,
} from './constants';
import { DMV_QUESTIONS } from './dmv-questions';

/** Question index ("0".."9") → the chosen option, by its text or its index. */
export type DmvAnswers = Record<string, string | number>;

export interface StartedDmvTest {
  testId: string;
  licenseType: DmvTestType;
  startedAt: string;
  timeLimitMs: number;
  questions: { question: string; options: string[] }[];
}

export interface DmvResult {
  testId: string;
  civilianId: string;
  licenseType: string;
  score: number;
  total: number;
  passed: boolean;
  answers: Record<string, string>;
  startedAt: string;
  submittedAt: string;
}

export const TIME_LIMIT_EXCEEDED = englishMessage('civilians.dmvTimeLimit');

/**
 * Starts a test for a civilian the caller has already checked; the clock starts now.
 * `timeLimitMs` is 15 minutes except where tests configure a shorter one.
 */
export async function startDmvTest(
  db: Kysely<Database>,
  civilianId: string,
  licenseType: DmvTestType,
  now: Date,
  timeLimitMs: number = DMV_TIME_LIMIT_MS,
): Promise<StartedDmvTest> {
  const row = await db
    .insertInto('dmv_tests')
    .values({ civilian_id: civilianId, test_type: licenseType, started_at: now })
    .returning(['id', 'started_at'])
    .executeTakeFirstOrThrow();
  return {
    testId: row.id,
    licenseType,
    startedAt: row.started_at.toISOString(),
    timeLimitMs,
    questions: DMV_QUESTIONS[licenseType].map(({ question, options }) => ({
      question,
      options: [...options],
    })),
  };
}

/**
 * Grades answers against the server's key; whatever score the browser claims is ignored.
 * Returns the chosen options normalised to their text (unanswered questions are absent).
 */
export function gradeDmvAnswers(
  licenseType: DmvTestType,
  answers: DmvAnswers,
): { score: number; chosen: Record<string, string> } {
  const questions = DMV_QUESTIONS[licenseType];
  let score = 0;
  const chosen: Record<string, string> = {};
  for (let i = 0; i < DMV_QUESTION_COUNT; i++) {
    const question = questions[i]!;
    const raw = answers[String(i)];
    const text = typeof raw === 'number' ? question.options[raw] : raw;
    if (text === undefined || !question.options.includes(text)) continue;
    chosen[String(i)] = text;
    if (text === question.options[question.answer]) score++;
  }
  return { score, chosen };
}

/**
 * Grades and stores a started test: once, within the time limit, for the same civilian and
 * type it was started with. The row is locked so a double submit cannot record twice.
 */
export async function submitDmvTest(
  db: Kysely<Database>,
  input: { testId: string; civilianId: string; licenseType: DmvTestType; answers: DmvAnswers },
  now: Date,
  timeLimitMs: number = DMV_TIME_LIMIT_MS,
): Promise<DmvResult> {
  return db.transaction().execute(async (trx) => {
    const test = await trx
      .selectFrom('dmv_tests')
      .selectAll()
      .where('id', '=', input.testId)
      .where('civilian_id', '=', input.civilianId)
      .forUpdate()
      .executeTakeFirst();
    if (!test) throw new DomainError('not_found', 'civilians.dmvTestNotFound');
    if (test.submitted_at) throw new DomainError('conflict', 'civilians.dmvTestSubmitted');
    if (test.test_type !== input.licenseType) {
      throw new DomainError('invalid', 'civilians.dmvTestMismatch', { field: 'licenseType' });
    }
    if (now.getTime() - test.started_at.getTime() > timeLimitMs) {
      throw new DomainError('unprocessable', 'civilians.dmvTimeLimit');
    }
    const { score, chosen } = gradeDmvAnswers(input.licenseType, input.answers);
    const passed = score >= DMV_PASS_MARK;
    await trx
      .updateTable('dmv_tests')
      .set({ submitted_at: now, score, passed, answers: JSON.stringify(chosen) })
      .where('id', '=', test.id)
      .execute();
    return {
      testId: test.id,
      civilianId: test.civilian_id,
      licenseType: test.test_type,
      score,
      total: DMV_QUESTION_COUNT,
      passed,
      answers: chosen,
      startedAt: test.started_at.toISOString(),
      submittedAt: now.toISOString(),
    };
  });
}

/** The civilian's graded tests, newest first. */
export async function listDmvResults(
  db: Kysely<Database>,
  civilianId: string,
): Promise<Omit<DmvResult, 'answers'>[]> {
  const rows = await db
    .selectFrom('dmv_tests')
    .selectAll()
    .where('civilian_id', '=', civilianId)
    .where('submitted_at', 'is not', null)
    .orderBy('submitted_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => ({
    testId: r.id,
    civilianId: r.civilian_id,
    licenseType: r.test_type,
    score: r.score ?? 0,
    total: DMV_QUESTION_COUNT,
    passed: r.passed ?? false,
    startedAt: r.started_at.toISOString(),
    submittedAt: r.submitted_at!.toISOString(),
  }));
}

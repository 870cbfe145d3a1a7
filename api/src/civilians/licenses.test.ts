import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DMV_QUESTIONS, DMV_TEST_TYPES, type DmvTestType } from '@tenfour/db/civilians';
import { loadConfig } from '@tenfour/db';
import { createTestContext, TEST_ENV, type TestContext } from '../testing/test-app';
import { clientAs, errorBody, issuePaths, type ApiClient } from '../testing/client';
import { createCivilianFor } from '../testing/civilians';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function start(api: ApiClient, civilianId: string, licenseType: DmvTestType) {
  const res = await api.licenses['start-test'].$post({ json: { civilianId, licenseType } });
  expect(res.status).toBe(201);
  return res.json();
}

const results = (api: ApiClient, civilianId: string) =>
  api.licenses.tests[':id'].$get({ param: { id: civilianId } });

/** Answers with the right option for the first `right` questions and a wrong one after. */
function answers(type: DmvTestType, right: number): Record<string, string> {
  return Object.fromEntries(
    DMV_QUESTIONS[type].map((q, i) => [
      String(i),
      q.options[i < right ? q.answer : (q.answer + 1) % 4]!,
    ]),
  );
}

describe('the DMV question bank', () => {
  it('has 10 questions with 4 distinct options for each of the four test types', () => {
    for (const type of DMV_TEST_TYPES) {
      const questions = DMV_QUESTIONS[type];
      expect(questions).toHaveLength(10);
      for (const q of questions) {
        expect(new Set(q.options).size).toBe(4);
      }
    }
  });
});

describe('DMV test', () => {
  it('starts a test and sends the questions without their answers', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const test = await start(owner, civilianId, 'Motorcycle License');
    expect(test.timeLimitMs).toBe(900_000);
    expect(test.startedAt).toBe(ctx.clock.now.toISOString());
    expect(test.questions).toHaveLength(10);
    expect(test.questions[0]).toEqual({
      question: DMV_QUESTIONS['Motorcycle License'][0]!.question,
      options: DMV_QUESTIONS['Motorcycle License'][0]!.options,
    });
    expect(JSON.stringify(test)).not.toContain('"answer"');
  });

  it('grades on the server: a claimed perfect score with 6 right answers is a fail', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const test = await start(owner, civilianId, 'CDL Class A');
    const res = await owner.licenses['save-test'].$post({
      json: {
        testId: test.testId,
        civilianId,
        licenseType: 'CDL Class A',
        score: 10,
        passed: true,
        answers: answers('CDL Class A', 6),
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      message: 'Your test result has been saved.',
      result: { licenseType: 'CDL Class A', score: 6, total: 10, passed: false },
    });
  });

  it('passes at 7 of 10, accepts option indexes and unanswered questions, and records it', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const type = "Standard Driver's License";
    const test = await start(owner, civilianId, type);
    const given: Record<string, string | number> = answers(type, 7);
    delete given['9'];
    given['0'] = DMV_QUESTIONS[type][0]!.answer; // by index
    ctx.clock.advance(14 * 60_000);
    const res = await owner.licenses['save-test'].$post({
      json: {
        testId: test.testId,
        civilianId,
        licenseType: type,
        score: 0,
        passed: false,
        answers: given,
      },
    });
    expect(res.status).toBe(200);
    const { result } = await res.json();
    expect(result).toMatchObject({ score: 7, passed: true });
    expect(Object.keys(result.answers)).toHaveLength(9);

    const history = await (await results(owner, civilianId)).json();
    expect(history.results).toEqual([expect.objectContaining({ score: 7, passed: true })]);

    const twice = await owner.licenses['save-test'].$post({
      json: {
        testId: test.testId,
        civilianId,
        licenseType: type,
        answers: given,
      },
    });
    expect(twice.status).toBe(409);
  });

  it('rejects a submission after the 15-minute limit', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const test = await start(owner, civilianId, 'CDL Class B');
    ctx.clock.advance(15 * 60_000 + 1000);
    const res = await owner.licenses['save-test'].$post({
      json: {
        testId: test.testId,
        civilianId,
        licenseType: 'CDL Class B',
        answers: answers('CDL Class B', 10),
      },
    });
    expect(res.status).toBe(422);
    expect((await errorBody(res)).message).toBe('Time limit exceeded. Test closed.');
    const history = await (await results(owner, civilianId)).json();
    expect(history.results).toEqual([]);
  });

  it('follows a shorter limit configured for tests, and refuses it outside tests', async () => {
    // Same database, an app configured the way the browser tests start the server.
    const short = await createTestContext({
      handle: ctx.handle,
      env: { DMV_TIME_LIMIT_MS: '60000' },
    });
    short.clock.now = ctx.clock.now;
    const owner = clientAs(short, await short.member());
    const civilianId = await createCivilianFor(owner);
    const test = await start(owner, civilianId, 'Motorcycle License');
    expect(test.timeLimitMs).toBe(60_000);
    short.clock.advance(61_000);
    const late = await owner.licenses['save-test'].$post({
      json: {
        testId: test.testId,
        civilianId,
        licenseType: 'Motorcycle License',
        answers: answers('Motorcycle License', 10),
      },
    });
    expect(late.status).toBe(422);
    expect((await errorBody(late)).message).toBe('Time limit exceeded. Test closed.');

    expect(() =>
      loadConfig({ ...TEST_ENV, NODE_ENV: 'development', DMV_TIME_LIMIT_MS: '60000' }),
    ).toThrow(/DMV_TIME_LIMIT_MS: only for tests/);
  });

  it('refuses invalid input, a mismatched type and other members\u2019 tests', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    expect(
      await issuePaths(
        await owner.licenses['start-test'].$post({
          // @ts-expect-error -- a license type that does not exist, on purpose
          json: { civilianId, licenseType: 'Pilot' },
        }),
      ),
    ).toEqual(['licenseType']);
    const test = await start(owner, civilianId, 'Motorcycle License');
    const bad = await owner.licenses['save-test'].$post({
      json: {
        testId: test.testId,
        civilianId,
        licenseType: 'Motorcycle License',
        answers: { '12': 'x', '1': 7 },
      },
    });
    expect(await issuePaths(bad)).toEqual(expect.arrayContaining(['answers.12', 'answers.1']));
    const mismatched = await owner.licenses['save-test'].$post({
      json: {
        testId: test.testId,
        civilianId,
        licenseType: 'CDL Class A',
        answers: {},
      },
    });
    expect(mismatched.status).toBe(400);

    const stranger = clientAs(ctx, await ctx.member());
    const strangerCivilian = await createCivilianFor(stranger);
    expect(
      (
        await stranger.licenses['start-test'].$post({
          json: { civilianId, licenseType: 'Motorcycle License' },
        })
      ).status,
    ).toBe(404);
    // Their own civilian with someone else's test id: still not found.
    const hijack = await stranger.licenses['save-test'].$post({
      json: {
        testId: test.testId,
        civilianId: strangerCivilian,
        licenseType: 'Motorcycle License',
        answers: {},
      },
    });
    expect(hijack.status).toBe(404);
    expect((await results(stranger, civilianId)).status).toBe(404);
  });
});

import { Hono } from 'hono';
import { z } from 'zod';
import {
  requireOwnedCivilian,
  DMV_TEST_TYPES,
  listDmvResults,
  startDmvTest,
  submitDmvTest,
} from '@tenfour/db/civilians';
import type { AppEnv } from '../context';
import { requireSession } from '../context';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import { idParam } from '../civilians/shared';

const licenseType = z.enum(DMV_TEST_TYPES, 'Please select a license type.');

export const startTestSchema = z.object({
  civilianId: z.uuid('Choose a civilian.'),
  licenseType,
});

export const saveTestSchema = z.object({
  testId: z.uuid('Start the test first.'),
  civilianId: z.uuid('Choose a civilian.'),
  licenseType,
  // The spec's client sends its own score and verdict; the server grades and ignores them.
  score: z.unknown().optional(),
  passed: z.unknown().optional(),
  answers: z.record(
    z.string().regex(/^\d$/, 'Answers are keyed by question number 0-9.'),
    z.union(
      [z.string().max(300), z.number().int().min(0).max(3)],
      'An answer is the chosen option.',
    ),
    'Answers must map question numbers to chosen options.',
  ),
});

/** /api/licenses: the DMV test, graded on the server (spec section 7, "DMV"). */
export const licensesRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .post('/start-test', validate('json', startTestSchema), async (c) => {
    const { user } = requireSession(c);
    const { db, now, config } = c.get('deps');
    const { civilianId, licenseType } = c.req.valid('json');
    const civilian = await requireOwnedCivilian(db, user.discord_id, civilianId);
    return c.json(
      await startDmvTest(db, civilian.id, licenseType, now(), config.dmv.timeLimitMs),
      201,
    );
  })
  .post('/save-test', validate('json', saveTestSchema), async (c) => {
    const { user } = requireSession(c);
    const { db, now, config } = c.get('deps');
    const input = c.req.valid('json');
    const civilian = await requireOwnedCivilian(db, user.discord_id, input.civilianId);
    const result = await submitDmvTest(
      db,
      {
        testId: input.testId,
        civilianId: civilian.id,
        licenseType: input.licenseType,
        answers: input.answers,
      },
      now(),
      config.dmv.timeLimitMs,
    );
    return c.json({ success: true as const, message: 'Your test result has been saved.', result });
  })
  .get('/tests/:id', validate('param', idParam), async (c) => {
    const { user } = requireSession(c);
    const { db } = c.get('deps');
    const civilian = await requireOwnedCivilian(db, user.discord_id, c.req.valid('param').id);
    return c.json({ results: await listDmvResults(db, civilian.id) });
  });

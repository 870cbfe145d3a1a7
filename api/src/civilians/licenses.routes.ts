import { Hono } from 'hono';
import {
  requireOwnedCivilian,
  listDmvResults,
  startDmvTest,
  submitDmvTest,
} from '@tenfour/db/civilians';
import type { AppEnv } from '../context';
import { requireSession } from '../context';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import { idParam } from './shared';
import { saveTestSchema, startTestSchema } from './licenses.schemas';
import { grantDmvLicenses } from '@tenfour/db/values';
import { said } from '../said';

/** /api/licenses: the DMV test, graded on the server. */
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
    // A pass grants the license types staff tied to this test (docs/values.md).
    const granted = result.passed
      ? await grantDmvLicenses(db, civilian.id, result.licenseType, now())
      : [];
    return c.json({
      success: true as const,
      ...said('civilians.done.dmvResultSaved'),
      result,
      granted,
    });
  })
  .get('/tests/:id', validate('param', idParam), async (c) => {
    const { user } = requireSession(c);
    const { db } = c.get('deps');
    const civilian = await requireOwnedCivilian(db, user.discord_id, c.req.valid('param').id);
    return c.json({ results: await listDmvResults(db, civilian.id) });
  });

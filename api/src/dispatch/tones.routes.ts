import { Hono } from 'hono';
import { listTones, sendTone } from '@tenfour/db/dispatch';
import { requirePermission, type AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { knownDepartment } from '../officer-context';
import { said } from '../said';
import { validate } from '../validate';
import { sendToneSchema, toneLogQuery } from './signal-100.schemas';

/**
 * The tone board (/api/tones, dispatcher role): a tone with a message to every unit, a
 * department's, a service's or one unit, heard and shown only by them (visibleTo); the
 * department's dispatch log lists what was sent.
 */
export const tonesRoutes = new Hono<AppEnv>()
  .use('*', allowed('dispatch'))
  .get('/', validate('query', toneLogQuery), async (c) => {
    const { department } = c.req.valid('query');
    await knownDepartment(c, department);
    return c.json({ tones: await listTones(c.get('deps').db, department) });
  })
  .post('/', validate('json', sendToneSchema), async (c) => {
    const input = c.req.valid('json');
    if (input.target.kind === 'department') await knownDepartment(c, input.target.department);
    const { user } = requirePermission(c, 'dispatch');
    const { db, now } = c.get('deps');
    const { tone, departments } = await sendTone(
      db,
      { kind: 'dispatcher', discordId: user.discord_id, name: user.username },
      input,
      now(),
    );
    return c.json(
      {
        success: true as const,
        ...said('tones.done.sent'),
        tone,
        departments,
      },
      201,
    );
  });

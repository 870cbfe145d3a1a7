import { Hono } from 'hono';
import { clearBolo, createBolo, getBolo, listBolos } from '@tenfour/db/dispatch';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireOfficer, requireProfileToFile } from '../officer-context';
import { validate } from '../validate';
import { boloListQuery, createBoloSchema, idParam } from './dispatch.schemas';
import { said } from '../said';

/** BOLOs of the caller's department. */
export const bolosRoutes = new Hono<AppEnv>()
  .get('/', allowed('publicSafety'), validate('query', boloListQuery), async (c) => {
    const { officer } = await requireOfficer(c);
    const bolos = await listBolos(
      c.get('deps').db,
      officer.department,
      c.req.valid('query').status,
    );
    return c.json({ bolos });
  })
  .post('/', allowed('publicSafety'), validate('json', createBoloSchema), async (c) => {
    const { officer } = await requireProfileToFile(c, 'police');
    const { db, now } = c.get('deps');
    const bolo = await createBolo(db, officer, c.req.valid('json'), now());
    return c.json({ success: true as const, ...said('dispatch.done.boloCreated'), bolo }, 201);
  })
  .get('/:id', allowed('publicSafety'), validate('param', idParam), async (c) => {
    const { officer } = await requireOfficer(c);
    return c.json({
      bolo: await getBolo(c.get('deps').db, officer.department, c.req.valid('param').id),
    });
  })
  .post('/:id/clear', allowed('publicSafety'), validate('param', idParam), async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now } = c.get('deps');
    const bolo = await clearBolo(db, officer, c.req.valid('param').id, now());
    return c.json({ success: true as const, ...said('dispatch.done.boloCleared'), bolo });
  });

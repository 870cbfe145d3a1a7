import { Hono, type Context } from 'hono';
import { isSupervisor } from '@tenfour/db/departments';
import {
  currentSignal100,
  liftSignal100,
  setSignal100,
  type CallActor,
} from '@tenfour/db/dispatch';
import { DomainError } from '@tenfour/db';
import { requireSession, type AppEnv } from '../context';
import { signedIn } from '../middleware/session';
import { knownDepartment } from '../officer-context';
import { said } from '../said';
import { validate } from '../validate';
import { requireDispatcher } from './dispatcher-context';
import { setSignal100Schema, signal100Department } from './signal-100.schemas';

/** The member's profile in the department, if they have one (police first). */
function profileIn(c: Context<AppEnv>, department: string) {
  const { user } = requireSession(c);
  return c
    .get('deps')
    .db.selectFrom('officers')
    .selectAll()
    .where('discord_id', '=', user.discord_id)
    .where('department', '=', department)
    .orderBy('service')
    .executeTakeFirst();
}

/**
 * Who sets and lifts a department's Signal 100 (docs/signal-100.md): a dispatcher (the
 * dispatcher role routes every department), or a supervisor of that department, acting
 * through their profile there — one holding a rank marked supervisor, as on the roster.
 */
async function signalActor(c: Context<AppEnv>, department: string): Promise<CallActor> {
  const { user, permissions } = requireSession(c);
  await knownDepartment(c, department);
  if (permissions.dispatch) return requireDispatcher(c, department);
  const profile = await profileIn(c, department);
  const staff = permissions.admin; // staff supervise every department, as on the roster
  if (profile && (await isSupervisor(c.get('deps').db, user.discord_id, department, { staff })))
    return profile;
  throw new DomainError('forbidden', 'signal100.notAllowed', { params: { department } });
}

/**
 * Signal 100 (/api/signal-100): every member of a department and dispatchers read whether it
 * holds; dispatchers and the department's supervisors set and lift it.
 */
export const signal100Routes = new Hono<AppEnv>()
  .use('*', signedIn)
  .get('/', validate('query', signal100Department), async (c) => {
    const { department } = c.req.valid('query');
    const { permissions } = requireSession(c);
    await knownDepartment(c, department);
    if (!permissions.dispatch && !permissions.admin && !(await profileIn(c, department))) {
      throw new DomainError('forbidden', 'signal100.notVisible', { params: { department } });
    }
    return c.json({ signal: await currentSignal100(c.get('deps').db, department) });
  })
  .post('/', validate('json', setSignal100Schema), async (c) => {
    const { department, reason } = c.req.valid('json');
    const actor = await signalActor(c, department);
    const { db, now } = c.get('deps');
    const signal = await setSignal100(db, actor, department, reason, now());
    return c.json(
      { success: true as const, ...said('signal100.done.set', { department }), signal },
      201,
    );
  })
  .post('/lift', validate('json', signal100Department), async (c) => {
    const { department } = c.req.valid('json');
    const actor = await signalActor(c, department);
    const { db, now } = c.get('deps');
    const signal = await liftSignal100(db, actor, department, now());
    return c.json({
      success: true as const,
      ...said('signal100.done.lifted', { department }),
      signal,
    });
  });

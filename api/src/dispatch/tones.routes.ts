import { Hono, type Context } from 'hono';
import { DomainError } from '@tenfour/db';
import { isSupervisor } from '@tenfour/db/departments';
import { listTones, sendTone, type ToneTarget } from '@tenfour/db/dispatch';
import { requireSession, type AppEnv } from '../context';
import { signedIn } from '../middleware/session';
import { knownDepartment } from '../officer-context';
import { said } from '../said';
import { validate } from '../validate';
import { sendToneSchema, toneLogQuery } from './signal-100.schemas';

/** The department a tone reaches when it names one department or one unit. */
async function targetDepartment(c: Context<AppEnv>, target: ToneTarget) {
  if (target.kind === 'department') return target.department;
  if (target.kind !== 'unit') return undefined;
  const unit = await c
    .get('deps')
    .db.selectFrom('officers')
    .select('department')
    .where('id', '=', target.unitId)
    .executeTakeFirst();
  return unit?.department;
}

/**
 * Who tones (docs/signal-100.md): a dispatcher, anyone; a supervisor, their own department or
 * one of its units — never every unit or a whole service, which reach other departments.
 */
async function mayTone(c: Context<AppEnv>, department: string | undefined) {
  const { user, permissions } = requireSession(c);
  if (permissions.dispatch) return;
  // Staff supervise every department, as on the roster.
  const staff = permissions.admin;
  if (department && (await isSupervisor(c.get('deps').db, user.discord_id, department, { staff })))
    return;
  throw new DomainError('forbidden', 'tones.notAllowed');
}

/**
 * The tone board (/api/tones; dispatchers, and supervisors for their own department): a tone
 * with a message to every unit, a department's, a service's or one unit, heard and shown only
 * by them (visibleTo); the department's dispatch log lists what was sent.
 */
export const tonesRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .get('/', validate('query', toneLogQuery), async (c) => {
    const { department } = c.req.valid('query');
    await knownDepartment(c, department);
    await mayTone(c, department);
    return c.json({ tones: await listTones(c.get('deps').db, department) });
  })
  .post('/', validate('json', sendToneSchema), async (c) => {
    const input = c.req.valid('json');
    if (input.target.kind === 'department') await knownDepartment(c, input.target.department);
    await mayTone(c, await targetDepartment(c, input.target));
    const { user } = requireSession(c);
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

import { Hono, type Context } from 'hono';
import {
  attachUnit,
  closeCall,
  detachUnit,
  addCallNote,
  listCallNotes,
  callDepartment,
  createDispatcherCall,
  dispatchBoard,
  everyDepartmentUnits,
  setCallPriority,
  setCallType,
} from '@tenfour/db/dispatch';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { validate } from '../validate';
import { requireDispatcher } from './dispatcher-context';
import {
  assignUnitSchema,
  callNoteSchema,
  callTypeSchema,
  dispatchBoardQuery,
  dispatchUnitParam,
  dispatcherCallSchema,
  prioritySchema,
} from './dispatcher.schemas';
import { idParam } from './dispatch.schemas';
import { said } from '../said';
import { knownDepartment, openDepartment } from '../officer-context';

/** The dispatcher acting on a call: in the call's own department. */
async function onCall(c: Context<AppEnv>, callId: string) {
  return requireDispatcher(c, await callDepartment(c.get('deps').db, callId));
}

/**
 * The dispatcher console (/api/dispatch, dispatcher role): the department's board, calls the
 * dispatcher takes, assignments, type, priority, notes and closing. Each change is one `db/`
 * operation: one transaction, one event on GET /api/events; assignments, type, priority and
 * closing are audited. The board comes in pages of active calls, most urgent first.
 */
export const dispatcherRoutes = new Hono<AppEnv>()
  .use('*', allowed('dispatch'))
  .get('/board', validate('query', dispatchBoardQuery), async (c) => {
    const { department, limit, cursor } = c.req.valid('query');
    await knownDepartment(c, department);
    requireDispatcher(c, department);
    return c.json(await dispatchBoard(c.get('deps').db, department, { limit, after: cursor }));
  })
  /** Every department's on-duty units, for the console's units table across departments. */
  .get('/units', async (c) => c.json({ units: await everyDepartmentUnits(c.get('deps').db) }))
  .post('/calls', validate('json', dispatcherCallSchema), async (c) => {
    const { department, ...input } = c.req.valid('json');
    await openDepartment(c, department);
    const dispatcher = requireDispatcher(c, department);
    const { db, now } = c.get('deps');
    const call = await createDispatcherCall(db, dispatcher, input, now());
    return c.json(
      {
        success: true as const,
        ...said('dispatch.done.callCreated', { callNumber: call.callNumber }),
        call,
      },
      201,
    );
  })
  .post(
    '/calls/:id/units',
    validate('param', idParam),
    validate('json', assignUnitSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { db, now } = c.get('deps');
      const call = await attachUnit(db, await onCall(c, id), id, c.req.valid('json').unitId, now());
      const unit = call.units.find((u) => u.officerId === c.req.valid('json').unitId);
      return c.json({
        success: true as const,
        ...(unit
          ? said('dispatch.done.unitAssigned', {
              callsign: unit.callsign,
              callNumber: call.callNumber,
            })
          : said('dispatch.done.someUnitAssigned', { callNumber: call.callNumber })),
        call,
      });
    },
  )
  .delete('/calls/:id/units/:unitId', validate('param', dispatchUnitParam), async (c) => {
    const { id, unitId } = c.req.valid('param');
    const { db, now } = c.get('deps');
    const call = await detachUnit(db, await onCall(c, id), id, unitId, now());
    return c.json({ success: true as const, call });
  })
  .put(
    '/calls/:id/priority',
    validate('param', idParam),
    validate('json', prioritySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { db, now } = c.get('deps');
      const { priority } = c.req.valid('json');
      const call = await setCallPriority(db, await onCall(c, id), id, priority, now());
      return c.json({ success: true as const, call });
    },
  )
  .put(
    '/calls/:id/type',
    validate('param', idParam),
    validate('json', callTypeSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { db, now } = c.get('deps');
      const { type } = c.req.valid('json');
      const call = await setCallType(db, await onCall(c, id), id, type, now());
      return c.json({ success: true as const, call });
    },
  )
  .post('/calls/:id/close', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const { db, now } = c.get('deps');
    const call = await closeCall(db, await onCall(c, id), id, now());
    return c.json({
      success: true as const,
      ...said('dispatch.done.callClosed', { callNumber: call.callNumber }),
      call,
    });
  })
  .get('/calls/:id/notes', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ notes: await listCallNotes(c.get('deps').db, await onCall(c, id), id) });
  })
  .post(
    '/calls/:id/notes',
    validate('param', idParam),
    validate('json', callNoteSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { db, now } = c.get('deps');
      const note = await addCallNote(db, await onCall(c, id), id, c.req.valid('json').text, now());
      return c.json({ success: true as const, note }, 201);
    },
  );

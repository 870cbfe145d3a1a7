import { Hono } from 'hono';
import type { UnitService } from '@tenfour/db';
import { UNIT_SERVICE_RULES, addCallNote, listCallNotes } from '@tenfour/db/dispatch';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireProfile } from '../officer-context';
import { validate } from '../validate';
import { callNoteSchema } from './dispatcher.schemas';
import { idParam } from './dispatch.schemas';

/**
 * A call's notes for the units on it: GET/POST /api/calls/:id/notes (officers) and
 * /api/safr/calls/:id/notes (fire/rescue). Signed with the unit's callsign.
 */
export function callNotesRoutes(service: UnitService) {
  const permission = UNIT_SERVICE_RULES[service].permission;
  return new Hono<AppEnv>()
    .get('/:id/notes', allowed(permission), validate('param', idParam), async (c) => {
      const { officer } = await requireProfile(c, service);
      return c.json({
        notes: await listCallNotes(c.get('deps').db, officer, c.req.valid('param').id),
      });
    })
    .post(
      '/:id/notes',
      allowed(permission),
      validate('param', idParam),
      validate('json', callNoteSchema),
      async (c) => {
        const { officer } = await requireProfile(c, service);
        const { db, now } = c.get('deps');
        const note = await addCallNote(
          db,
          officer,
          c.req.valid('param').id,
          c.req.valid('json').text,
          now(),
        );
        return c.json({ success: true as const, note }, 201);
      },
    );
}

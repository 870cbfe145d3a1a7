import { z } from 'zod';
import { SIGNAL_100_REASON_MAX, TONE_MESSAGE_MAX, UNIT_SERVICES } from '@tenfour/db/dispatch';
import { department, required } from './dispatch.schemas';

/** GET /api/signal-100?department= and POST /api/signal-100/lift. */
export const signal100Department = z.object({ department });

/** POST /api/signal-100: the department and why (shown on every unit's banner). */
export const setSignal100Schema = z.object({
  department,
  reason: required('a reason', SIGNAL_100_REASON_MAX),
});

const toneTarget = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('department'), department }),
    z.object({
      kind: z.literal('service'),
      service: z.enum(UNIT_SERVICES, { message: 'Choose police or fire/rescue.' }),
    }),
    z.object({ kind: z.literal('unit'), unitId: z.uuid('Choose a unit.') }),
  ],
  { message: 'Choose who hears the tone: all units, a department, a service or a unit.' },
);

/** POST /api/tones: who hears it, what it says, and the call it was sent from, if any. */
export const sendToneSchema = z.object({
  target: toneTarget,
  message: required('a message', TONE_MESSAGE_MAX),
  callId: z.uuid('Not a valid call id.').optional(),
});

/** GET /api/tones?department=: the department's dispatch log. */
export const toneLogQuery = z.object({ department });

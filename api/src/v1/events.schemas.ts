import { z } from 'zod';
import { department } from '@tenfour/db/dispatch';
import { PUBLIC_DISPATCH_EVENTS } from '@tenfour/db/webhooks';

export const eventsQuery = z.object({
  department,
  lastEventId: z
    .string()
    .regex(/^\d{1,18}$/, 'lastEventId is the id of the last event read.')
    .optional(),
});

/** Each event's `data` line (JSON): its name, department, time, and what changed. */
export const eventFrame = z.object({
  type: z.enum(Object.values(PUBLIC_DISPATCH_EVENTS)),
  department: z.string(),
  at: z.string(),
  data: z.record(z.string(), z.unknown()),
});

import { z } from 'zod';
import { ALERT_KINDS } from '@tenfour/db/alerts';
import { jsonNumber } from '../validate';

const VOLUME = 'The volume is a whole number from 0 to 100.';

/** PUT /api/me/alert-settings: the whole set, replacing the saved one. */
export const alertSettingsBody = z.object({
  volume: jsonNumber(VOLUME).int(VOLUME).min(0, VOLUME).max(100, VOLUME),
  enabledKinds: z
    .array(z.enum(ALERT_KINDS, { message: 'Choose alert kinds from the list.' }), {
      message: 'Choose alert kinds from the list.',
    })
    .max(ALERT_KINDS.length * 2, 'Choose alert kinds from the list.'),
});

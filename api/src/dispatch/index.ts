import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { bolosRoutes } from './bolos.routes';
import { dispatcherBulkRoutes, officerSuggestedRoutes } from './bulk-units.routes';
import { callNotesRoutes } from './call-notes.routes';
import { callsRoutes } from './calls.routes';
import { dispatcherRoutes } from './dispatcher.routes';
import { eventsRoutes } from './events.routes';
import { officersRoutes } from './officers.routes';
import { panicRoutes } from './panic.routes';
import { signal100Routes } from './signal-100.routes';
import { tonesRoutes } from './tones.routes';
import { clockRoutes, unitsRoutes } from './units.routes';

export { callNotesRoutes } from './call-notes.routes';
export { emergencyRoutes } from './emergency.routes';
export { eventHub, type EventHub } from './event-hub';
// The public API (api/src/v1) validates unit changes with the site's own schemas.
export { unitChangeSchema, unitListQuery } from './dispatch.schemas';

/** Dispatch (CAD): officer profiles, unit status and clock, calls, BOLOs, panic alerts, realtime events. Mounted at /api. */
export const dispatchArea = new Hono<AppEnv>()
  .route('/officers', officersRoutes)
  .route('/units', unitsRoutes)
  .route('/clock', clockRoutes)
  .route('/calls', callNotesRoutes('police'))
  .route('/calls', callsRoutes)
  .route('/calls', officerSuggestedRoutes)
  .route('/dispatch', dispatcherRoutes)
  .route('/dispatch', dispatcherBulkRoutes)
  .route('/bolos', bolosRoutes)
  .route('/panic', panicRoutes)
  .route('/signal-100', signal100Routes)
  .route('/tones', tonesRoutes)
  .route('/events', eventsRoutes);

import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { callNotesRoutes } from '../dispatch';
import { safrCallsRoutes } from './calls.routes';
import { safrPanicRoutes } from './panic.routes';
import { safrPatientsRoutes, safrSearchRoutes } from './patients.routes';
import { safrProfilesRoutes } from './profiles.routes';
import { safrReportsRoutes } from './reports.routes';
import { safrClockRoutes, safrUnitsRoutes } from './units.routes';

/**
 * SA Fire Rescue, mounted at /api/safr: profiles, unit status and clock, the calls that need
 * fire or EMS, panic, the medic's search and patients, and reports. Live events come from
 * the shared GET /api/events. docs/api.md "Fire and rescue" lists every route with its request,
 * response and event.
 */
export const safrArea = new Hono<AppEnv>()
  .route('/', safrProfilesRoutes)
  .route('/units', safrUnitsRoutes)
  .route('/clock', safrClockRoutes)
  .route('/calls', callNotesRoutes('safr'))
  .route('/calls', safrCallsRoutes)
  .route('/panic', safrPanicRoutes)
  .route('/search', safrSearchRoutes)
  .route('/patients', safrPatientsRoutes)
  .route('/reports', safrReportsRoutes);

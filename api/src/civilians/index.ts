import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { civiliansRoutes } from './civilians.routes';
import { licensesRoutes } from './licenses.routes';
import { medicalRoutes } from './medical.routes';
import { vehiclesRoutes } from './vehicles.routes';
import { weaponsRoutes } from './weapons.routes';

/**
 * Civilians: the member's civilians with their licenses and DMV test, vehicles, weapons and
 * medical records. Mounted at /api.
 */
export const civilianArea = new Hono<AppEnv>()
  .route('/civilians', civiliansRoutes)
  .route('/vehicles', vehiclesRoutes)
  .route('/weapons', weaponsRoutes)
  .route('/medical', medicalRoutes)
  .route('/licenses', licensesRoutes);

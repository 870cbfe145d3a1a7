import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { civiliansRoutes } from './civilians.routes';
import { vehiclesRoutes } from '../vehicles/vehicles.routes';
import { weaponsRoutes } from '../weapons/weapons.routes';
import { medicalRoutes } from '../medical/medical.routes';
import { licensesRoutes } from '../licenses/licenses.routes';

/** Civilian records: civilians, licenses, vehicles, weapons, medical records and the DMV test. Mounted at /api. */
export const civilianArea = new Hono<AppEnv>()
  .route('/civilians', civiliansRoutes)
  .route('/vehicles', vehiclesRoutes)
  .route('/weapons', weaponsRoutes)
  .route('/medical', medicalRoutes)
  .route('/licenses', licensesRoutes);

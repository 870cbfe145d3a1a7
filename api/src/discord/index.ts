import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { deliveriesRoutes } from './deliveries.routes';
import { dmRoutes } from './dm.routes';

export { interactionsRoutes } from './interactions.routes';

/** Discord: DM enqueueing and delivery administration. Mounted at /api. */
export const discordArea = new Hono<AppEnv>()
  .route('/dm', dmRoutes)
  .route('/admin/deliveries', deliveriesRoutes);

import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { signedIn } from '../middleware/session';
import { economyAdminRoutes } from './economy.routes';
import { shopRoutes } from './shop.routes';
import { payAccountRoutes, shiftPayAdminRoutes } from './shift-pay.routes';

/**
 * The economy (docs/economy.md), mounted at /api/economy: the shop, inventories and offers for
 * members; the treasury, adjustments and item management for staff under /admin.
 */
export const economyArea = new Hono<AppEnv>()
  .use('*', signedIn)
  .route('/admin/shift-pay', shiftPayAdminRoutes)
  .route('/admin', economyAdminRoutes)
  .route('/pay-account', payAccountRoutes)
  .route('/', shopRoutes);

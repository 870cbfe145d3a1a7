import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { signedIn } from '../middleware/session';
import { economyAdminRoutes } from './economy.routes';
import { shopRoutes } from './shop.routes';
import { payAccountRoutes, shiftPayAdminRoutes } from './shift-pay.routes';
import { businessAdminRoutes, businessRoutes } from './businesses.routes';

/**
 * The economy (docs/economy.md), mounted at /api/economy: the shop, inventories and offers for
 * members, businesses under /businesses; the treasury, adjustments, item management and
 * business approval for staff under /admin.
 */
export const economyArea = new Hono<AppEnv>()
  .use('*', signedIn)
  .route('/admin/shift-pay', shiftPayAdminRoutes)
  .route('/admin/businesses', businessAdminRoutes)
  .route('/admin', economyAdminRoutes)
  .route('/pay-account', payAccountRoutes)
  .route('/businesses', businessRoutes)
  .route('/', shopRoutes);

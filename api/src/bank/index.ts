import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { signedIn } from '../middleware/session';
import { bankRoutes } from './bank.routes';
import { accountRequestRoutes } from './requests.routes';
import { walletRoutes } from './wallet.routes';

/**
 * Bank: accounts, wallet, deposits, withdrawals, transfers, renames, account requests, open
 * fines. Mounted at /api.
 */
export const bankArea = new Hono<AppEnv>()
  .use('/bank/*', signedIn)
  .use('/wallet/*', signedIn)
  .route('/bank/requests', accountRequestRoutes)
  .route('/bank', bankRoutes)
  .route('/wallet', walletRoutes);

import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { jailRoutes } from './jail.routes';
import { warrantRequestsRoutes } from './warrant-requests.routes';

/*
 * Jail and warrant requests, mounted at /api (docs/jail-and-warrants.md):
 *   GET  /api/jail?status=in_custody|released   public safety  { bookings: Booking[] }
 *   GET  /api/jail/custody/:civilianId          owner, public safety or judge  { booking|null }
 *   POST /api/jail/:id/release { reason }       department supervisor or judge -> { booking }
 *   GET  /api/jail/settings, PUT (staff)        { jailTimeMultiplier, failureToPayDays,
 *                                                 warrantApproval }
 *   GET  /api/warrant-requests                  judge  { warrants: Warrant[] } (Requested)
 *   POST /api/warrant-requests/:id/approve      judge  -> { warrant } (Active)
 *   POST /api/warrant-requests/:id/deny {reason} judge -> { warrant } (Denied)
 */
export const jailArea = new Hono<AppEnv>()
  .route('/jail', jailRoutes)
  .route('/warrant-requests', warrantRequestsRoutes);

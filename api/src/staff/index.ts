import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { auditRoutes } from './audit.routes';
import { communityRoutes } from './community.routes';
import { expungementsRoutes } from './expungements.routes';
import { membersRoutes } from './members.routes';
import { rolesRoutes } from './roles.routes';
import { setupRoutes } from './setup.routes';

/**
 * The staff console's API, mounted at /api/admin: community staff (ADMIN_ROLE_IDS) only,
 * checked here for every route. docs/api.md "Staff console" documents each route.
 */
export const staffArea = new Hono<AppEnv>()
  .use('*', allowed('admin'))
  .route('/members', membersRoutes)
  .route('/audit', auditRoutes)
  .route('/expungements', expungementsRoutes)
  .route('/community', communityRoutes)
  .route('/roles', rolesRoutes)
  .route('/setup', setupRoutes);

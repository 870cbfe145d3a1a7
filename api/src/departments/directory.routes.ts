import { Hono } from 'hono';
import type { DepartmentInfo } from '@tenfour/db/departments';
import type { AppEnv } from '../context';
import { signedIn } from '../middleware/session';

/** What every member may know of a department: never its webhooks, not even whether set. */
export interface DepartmentView {
  id: string;
  name: string;
  shortName: string;
  services: DepartmentInfo['services'];
  platform: string | null;
  colour: string;
  archived: boolean;
}

const view = (d: DepartmentInfo): DepartmentView => ({
  id: d.id,
  name: d.name,
  shortName: d.shortName,
  services: d.services,
  platform: d.platform,
  colour: d.colour,
  archived: d.archived,
});

/**
 * GET /api/departments (any signed-in member): every department, archived ones included (the
 * records that name them show their names), in staff's order. Forms offer the active ones.
 */
export const departmentDirectoryRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .get('/', async (c) => c.json({ departments: (await c.get('departments').all()).map(view) }));

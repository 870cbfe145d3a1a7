import { Hono } from 'hono';
import { permissionReader } from '@tenfour/db';
import { checkSetup } from '@tenfour/db/discord';
import type { AppEnv } from '../context';
import { saidAs } from '../said';

/**
 * Staff: the setup checklist on the staff console's first page (docs/departments.md, "Setup
 * checklist"). `applies` is false in demo mode, where there is no Discord to check.
 */
export const setupRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { config, db } = c.get('deps');
  const reader = permissionReader(db);
  const [mapping, departments] = await Promise.all([
    reader.mapping.get(),
    c.get('departments').all(),
  ]);
  const checks = await checkSetup(config, mapping, departments);
  return c.json({
    applies: checks !== null,
    checks: (checks ?? []).map(({ id, ok, key, params }) => ({
      id,
      ok,
      ...saidAs({ key, params: params ?? {} }),
    })),
  });
});

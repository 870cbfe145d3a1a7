import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Civilian records: civilians, licenses, vehicles, weapons, medical records and the DMV test. Mounted at /api. */
export const civilianArea = new Hono<AppEnv>();

import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Officer records: search, warrants, penal code, arrest/citation/warning reports, public safety reports. Mounted at /api. */
export const recordsArea = new Hono<AppEnv>();

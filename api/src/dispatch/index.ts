import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Dispatch (CAD): officer profiles, unit status and clock, calls, BOLOs, panic alerts, realtime events. Mounted at /api. */
export const dispatchArea = new Hono<AppEnv>();

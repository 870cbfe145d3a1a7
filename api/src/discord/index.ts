import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Discord: DM enqueueing and delivery administration. Mounted at /api. */
export const discordArea = new Hono<AppEnv>();

/** Discord's HTTP interactions endpoint (signed requests), mounted at /interactions. */
export const interactionsRoutes = new Hono<AppEnv>();

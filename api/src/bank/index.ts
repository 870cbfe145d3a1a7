import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Bank: accounts, wallet, deposits, withdrawals, transfers, renames, account requests. Mounted at /api. */
export const bankArea = new Hono<AppEnv>();

import { Hono } from 'hono';
import { readWallet, openingBalances } from '@tenfour/db/bank';
import { requireSession, type AppEnv } from '../context';
import { notFound } from '../errors';
import { validate } from '../validate';
import { walletParam, walletQuery } from './bank.schemas';

/**
 * GET /api/wallet/{discordId}: cash in hand. Wallets belong to civilians, so `?civilian=`
 * picks one; without it the balance is the sum over all the member's civilians. A member
 * reads only their own; staff may read anyone's. Others get 404, like an unknown member.
 */
export const walletRoutes = new Hono<AppEnv>().get(
  '/:discordId',
  validate('param', walletParam),
  validate('query', walletQuery),
  async (c) => {
    const { user, permissions } = requireSession(c);
    const { discordId } = c.req.valid('param');
    if (discordId !== user.discord_id && !permissions.admin) throw notFound('bank.walletNotFound');
    const { db, config, now } = c.get('deps');
    const view = await readWallet(db, {
      ownerDiscordId: discordId,
      civilianId: c.req.valid('query').civilian,
      opening: openingBalances(config),
      now: now(),
    });
    const balance = view.balanceCents / 100;
    return c.json({
      success: true as const,
      wallet: { balance },
      balance,
      wallets: view.wallets.map((w) => ({
        civilianId: w.civilianId,
        balance: w.balanceCents / 100,
      })),
    });
  },
);

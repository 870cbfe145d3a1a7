import { Hono } from 'hono';
import { findUser } from '@tenfour/db';
import { enqueueDirectMessage } from '@tenfour/db/discord/outbox';
import { officerActor } from '@tenfour/db/audit/log';
import { allowed } from '../middleware/session';
import type { AppEnv } from '../context';
import { notFound } from '../errors';
import { requireOfficer } from '../officer-context';
import { validate } from '../validate';
import { dmSendSchema } from './discord.schemas';

/**
 * POST /api/dm/send: an officer asks for a DM to a civilian's owner. It is queued in the
 * outbox and delivered by the worker; nothing here talks to Discord.
 */
export const dmRoutes = new Hono<AppEnv>().post(
  '/send',
  allowed('publicSafety'),
  validate('json', dmSendSchema),
  async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now } = c.var.deps;
    const input = c.req.valid('json');
    // Only members of the community (who have signed in) can be messaged through the bot.
    if (!(await findUser(db, input.discordId))) throw notFound('Member');
    const { queued } = await enqueueDirectMessage(db, {
      discordId: input.discordId,
      message: {
        embeds: [
          {
            title: input.embed.title,
            ...(input.embed.description ? { description: input.embed.description } : {}),
            color: input.embed.color,
          },
        ],
        components: input.components,
      },
      sender: officerActor(officer),
      now: now(),
    });
    return c.json({
      success: true as const,
      message: queued ? 'Message queued for delivery.' : 'This message is already queued.',
      queued,
    });
  },
);

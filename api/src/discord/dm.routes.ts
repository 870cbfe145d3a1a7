import { Hono } from 'hono';
import { findUser } from '@tenfour/db';
import { enqueueDirectMessage } from '@tenfour/db/outbox';
import { officerActor } from '@tenfour/db/staff';
import { escapeMarkdown } from '@tenfour/db/discord';
import { allowed } from '../middleware/session';
import { enforceLimit } from '../middleware/rate-limit';
import type { AppEnv } from '../context';
import { notFound } from '../errors';
import { requireOfficer } from '../officer-context';
import { validate } from '../validate';
import { dmSendSchema } from './discord.schemas';
import { said } from '../said';

/**
 * POST /api/dm/send: an officer asks for a DM to a civilian's owner. It is queued in the
 * outbox and delivered by the worker; nothing here talks to Discord.
 */
export const dmRoutes = new Hono<AppEnv>().post(
  '/send',
  allowed('publicSafety'),
  validate('json', dmSendSchema),
  async (c) => {
    const { session, officer } = await requireOfficer(c);
    const { db, now } = c.get('deps');
    const input = c.req.valid('json');
    await enforceLimit(c, 'dm', session.user.discord_id);
    // Only members of the community (who have signed in) can be messaged through the bot.
    if (!(await findUser(db, input.discordId))) throw notFound('staff.memberNotFound');
    const { queued } = await enqueueDirectMessage(db, {
      discordId: input.discordId,
      message: {
        embeds: [
          {
            // The officer's words are shown, never rendered: no masked links, no mentions.
            title: escapeMarkdown(input.embed.title).slice(0, 256),
            ...(input.embed.description
              ? { description: escapeMarkdown(input.embed.description).slice(0, 4096) }
              : {}),
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
      ...said(queued ? 'staff.done.dmQueued' : 'staff.done.dmAlreadyQueued'),
      queued,
    });
  },
);

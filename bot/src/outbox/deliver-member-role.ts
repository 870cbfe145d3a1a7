import type { REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import type { Kysely } from 'kysely';
import type { Config, Database } from '@tenfour/db';
import { OUTBOX_KINDS, type ClaimedDelivery } from '@tenfour/db/outbox';
import { holdsItemRole } from '@tenfour/db/economy';
import { refuse, type DeliveryOutcome } from './send';

/**
 * Adds or removes a member's guild role for the shop items they hold. What member_item_roles
 * says when the row is sent decides, not the row's own action: rows for one member and role
 * may go out in any order (a retry, two workers), and each leaves the guild as the holdings
 * are now. Both calls are idempotent at Discord.
 */
export async function applyMemberRole(
  rest: REST,
  config: Config,
  delivery: ClaimedDelivery,
  db: Kysely<Database>,
): Promise<DeliveryOutcome> {
  const parsed = OUTBOX_KINDS.member_role.payload.safeParse(delivery.payload);
  if (!parsed.success) return refuse('Malformed role change in the outbox');
  const { discordId, roleId } = parsed.data;
  const guildId = config.discord.oauth?.guildId;
  if (!guildId) return refuse('No Discord server is configured, so roles cannot be changed');
  if (!config.discord.botToken) {
    return refuse('No bot token is configured (DISCORD_BOT_TOKEN), so roles cannot be changed');
  }
  const holds = await holdsItemRole(db, discordId, roleId);
  const route = Routes.guildMemberRole(guildId, discordId, roleId);
  const reason = 'Shop item held';
  if (holds) await rest.put(route, { reason });
  else await rest.delete(route, { reason });
  return { sent: true, result: { roleId, applied: holds ? 'add' : 'remove' } };
}

import { Routes, type APIChatInputApplicationCommandInteraction } from 'discord-api-types/v10';
import {
  ApplicationCommandType,
  InteractionContextType,
  type APIGuildMember,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { Permissions } from '@tenfour/db';
import { syncMemberRoles } from '@tenfour/db/discord';
import { findActiveSuspension } from '@tenfour/db/staff';
import {
  ephemeral,
  suspendedReply,
  type InteractionDeps,
  type InteractionReply,
} from '../interactions/types';
import type { Command } from './command';

const definition = {
  name: 'resync',
  description: 'Update your roles on the website from your roles in this server',
  type: ApplicationCommandType.ChatInput,
  contexts: [InteractionContextType.Guild],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

/** Names a member's permissions the way the site's menus do. */
export function describePermissions(permissions: Permissions): string[] {
  return [
    ...(permissions.publicSafety ? ['Public Safety'] : []),
    ...(permissions.fireRescue ? ['SA Fire Rescue'] : []),
    ...(permissions.admin ? ['Community staff (admin)'] : []),
    ...permissions.licenses.map((license) => `License: ${license}`),
  ];
}

/**
 * /resync: reads the member from the guild with the bot token (the roles Discord holds
 * now, not the ones in the interaction's cached member) and stores them.
 */
async function execute(
  deps: InteractionDeps,
  interaction: APIChatInputApplicationCommandInteraction,
): Promise<InteractionReply> {
  const { config, db, rest } = deps;
  const guildId = config.discord.oauth?.guildId;
  if (!guildId) return ephemeral('❌ This site has no Discord server configured.');
  const userId = interaction.member?.user.id ?? interaction.user?.id;
  if (interaction.guild_id !== guildId || !userId) {
    return ephemeral(`❌ Run /resync in the ${config.appName} Discord server.`);
  }
  // A suspended member's roles still follow Discord (member updates keep them in line); the
  // command only tells them why the site is closed to them.
  const suspension = await findActiveSuspension(db, userId, deps.now());
  if (suspension) return suspendedReply(suspension);

  let member: APIGuildMember;
  try {
    member = (await rest.get(Routes.guildMember(guildId, userId))) as APIGuildMember;
  } catch (err) {
    deps.log?.('resync: reading the guild member failed', err);
    return ephemeral('❌ Could not read your roles from Discord right now. Try again in a minute.');
  }

  const { known, permissions } = await syncMemberRoles(db, config.roles, {
    discordId: userId,
    roles: member.roles,
  });
  const site = config.publicUrl.origin;
  if (!known) {
    return ephemeral(
      `You have not signed in to ${config.appName} yet. Sign in at ${site} with Discord; your roles are read then.`,
    );
  }
  const names = describePermissions(permissions);
  return ephemeral(
    names.length
      ? `✅ Roles synced. On ${config.appName} you now have:\n${names.map((n) => `• ${n}`).join('\n')}`
      : `✅ Roles synced. On ${config.appName} you now have civilian access (no department, staff or license roles).`,
  );
}

export const resyncCommand = {
  definition,
  permission: 'Any member of the server',
  execute,
} satisfies Command;

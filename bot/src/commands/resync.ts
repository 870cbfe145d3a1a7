import { Routes, type APIChatInputApplicationCommandInteraction } from 'discord-api-types/v10';
import {
  ApplicationCommandType,
  InteractionContextType,
  type APIGuildMember,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { FALLBACK_LANGUAGE, type Permissions } from '@tenfour/db';
import { discordTextIn, syncMemberRoles } from '@tenfour/db/discord';
import { say, type DiscordT } from '../i18n/replies';
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
export function describePermissions(
  permissions: Permissions,
  t: DiscordT = discordTextIn(FALLBACK_LANGUAGE),
): string[] {
  return [
    ...(permissions.publicSafety ? [t('permission.publicSafety')] : []),
    ...(permissions.fireRescue ? [t('permission.fireRescue')] : []),
    ...(permissions.admin ? [t('permission.admin')] : []),
    ...permissions.licenses.map((license) => t('permission.license', { license })),
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
  const t = say(deps);
  const guildId = config.discord.oauth?.guildId;
  if (!guildId) return ephemeral(t('resync.noServer'));
  const userId = interaction.member?.user.id ?? interaction.user?.id;
  if (interaction.guild_id !== guildId || !userId) {
    return ephemeral(t('resync.wrongServer', { appName: config.appName }));
  }
  // A suspended member's roles still follow Discord (member updates keep them in line); the
  // command only tells them why the site is closed to them.
  const suspension = await findActiveSuspension(db, userId, deps.now());
  if (suspension) return suspendedReply(suspension, deps.language);

  let member: APIGuildMember;
  try {
    member = (await rest.get(Routes.guildMember(guildId, userId))) as APIGuildMember;
  } catch (err) {
    deps.log?.('resync: reading the guild member failed', err);
    return ephemeral(t('resync.readFailed'));
  }

  const { known, permissions } = await syncMemberRoles(db, {
    discordId: userId,
    roles: member.roles,
  });
  const site = config.publicUrl.origin;
  if (!known) {
    return ephemeral(t('resync.notSignedIn', { appName: config.appName, site }));
  }
  const names = describePermissions(permissions, t);
  return ephemeral(
    names.length
      ? t('resync.synced', {
          appName: config.appName,
          roles: names.map((n) => `• ${n}`).join('\n'),
        })
      : t('resync.syncedCivilian', { appName: config.appName }),
  );
}

export const resyncCommand = {
  definition,
  permission: 'Any member of the server',
  execute,
} satisfies Command;

import {
  GatewayDispatchEvents,
  Routes,
  type APIInteraction,
  type GatewayGuildMemberRemoveDispatchData,
  type GatewayGuildMemberUpdateDispatchData,
} from 'discord-api-types/v10';
import { syncMemberRoles } from '@tenfour/db/discord';
import { handleInteraction, type InteractionDeps } from './interactions';

/**
 * Gateway events the bot acts on, as the raw JSON Discord sent. Interactions go through the
 * same handler as the HTTP endpoint and are answered on the interaction callback route.
 */
export async function handleGatewayEvent(
  deps: InteractionDeps,
  event: string,
  data: unknown,
): Promise<void> {
  switch (event) {
    case GatewayDispatchEvents.InteractionCreate: {
      const interaction = data as APIInteraction;
      const reply = await handleInteraction(deps, interaction);
      await deps.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
        body: reply,
        auth: false,
      });
      return;
    }
    case GatewayDispatchEvents.GuildMemberUpdate: {
      const member = data as GatewayGuildMemberUpdateDispatchData;
      if (member.guild_id !== deps.config.discord.oauth?.guildId) return;
      await syncMemberRoles(deps.db, {
        discordId: member.user.id,
        roles: member.roles,
      });
      return;
    }
    case GatewayDispatchEvents.GuildMemberRemove: {
      // A member who leaves the community keeps no department or staff access on the site.
      const removed = data as GatewayGuildMemberRemoveDispatchData;
      if (removed.guild_id !== deps.config.discord.oauth?.guildId) return;
      await syncMemberRoles(deps.db, { discordId: removed.user.id, roles: [] });
      return;
    }
    default:
      return;
  }
}

/** The gateway events `handleGatewayEvent` understands. */
export const HANDLED_GATEWAY_EVENTS = [
  GatewayDispatchEvents.InteractionCreate,
  GatewayDispatchEvents.GuildMemberUpdate,
  GatewayDispatchEvents.GuildMemberRemove,
] as const;

import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  InteractionResponseType,
  MessageFlags,
  type APIChatInputApplicationCommandInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { z } from 'zod';
import { escapeMarkdown } from '@tenfour/db/discord';
import { listInventory } from '@tenfour/db/economy';
import { serverSaid, serverSay } from '../i18n/server-text';
import { ownCivilianChoices } from '../interactions/civilians';
import { answering, loadMember } from '../interactions/member';
import { parseOptions, readOptions } from '../interactions/options';
import { shopCivilian } from '../interactions/shop-options';
import type { InteractionDeps } from '../interactions/types';
import type { Command } from './command';

const definition = {
  name: 'inventory',
  description: 'What one of your civilians holds',
  type: ApplicationCommandType.ChatInput,
  contexts: [InteractionContextType.Guild],
  options: [
    {
      name: 'civilian',
      description: 'Whose inventory (needed when you have more than one civilian)',
      type: ApplicationCommandOptionType.String,
      autocomplete: true,
    },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const inventorySchema = z.object({
  civilian: z.uuid(serverSaid('economy.bot.chooseCivilian')).optional(),
});

/**
 * Holdings shown, by construction within an embed: a field's name is an item's name (80
 * characters, 160 escaped) and category (40, 80 escaped), its value a short count. Twenty
 * of them and the line for the rest stay under 6,000 characters and 25 fields.
 */
const HOLDINGS_SHOWN = 20;

/** /inventory: what the civilian holds, as the web's inventory lists it (listInventory). */
async function execute(
  deps: InteractionDeps,
  interaction: APIChatInputApplicationCommandInteraction,
) {
  return answering(deps, '/inventory', async () => {
    const member = await loadMember(deps, interaction);
    const t = serverSay(deps);
    const { civilian: chosen } = parseOptions(
      inventorySchema,
      readOptions(interaction.data.options).values,
      deps.language,
    );
    const civilian = await shopCivilian(deps, member, chosen);
    const holdings = await listInventory(deps.db, {
      discordId: member.discordId,
      civilianId: civilian.id,
    });
    const name = escapeMarkdown(civilian.name);
    const shown = holdings.slice(0, HOLDINGS_SHOWN);
    const hidden = holdings.length - shown.length;
    return {
      type: InteractionResponseType.ChannelMessageWithSource,
      data: {
        flags: MessageFlags.Ephemeral,
        embeds: [
          {
            title: t('economy.bot.inventoryTitle', { name }),
            ...(holdings.length === 0 && {
              description: t('economy.bot.inventoryEmpty', { name }),
            }),
            fields: [
              ...shown.map((h) => ({
                name: `${escapeMarkdown(h.name)} (${escapeMarkdown(h.category)})`,
                value: t('economy.bot.quantity', { count: h.quantity }),
                inline: true,
              })),
              ...(hidden > 0
                ? [{ name: '…', value: t('economy.bot.more', { count: hidden }) }]
                : []),
            ],
          },
        ],
      },
    };
  });
}

export const inventoryCommand = {
  definition,
  permission: 'Any member who has signed in to the site, for their own civilians',
  execute,
  autocomplete: ownCivilianChoices,
} satisfies Command;

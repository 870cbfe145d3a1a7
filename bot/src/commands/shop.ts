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
import { discordMoney, escapeMarkdown, truncate } from '@tenfour/db/discord';
import { listItems, type ShopItem } from '@tenfour/db/economy';
import { serverSaid, serverSay } from '../i18n/server-text';
import { answering, loadMember } from '../interactions/member';
import { parseOptions, readOptions } from '../interactions/options';
import type { InteractionDeps } from '../interactions/types';
import type { Command } from './command';

const definition = {
  name: 'shop',
  description: 'What the shop sells, with prices and stock',
  type: ApplicationCommandType.ChatInput,
  contexts: [InteractionContextType.Guild],
  options: [
    {
      name: 'page',
      description: 'Which page of the list',
      type: ApplicationCommandOptionType.Integer,
      min_value: 1,
    },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const atLeastOne = serverSaid('validation.tooSmall', { min: 1 });
const shopSchema = z.object({
  page: z.number(atLeastOne).int(atLeastOne).min(1, atLeastOne).default(1),
});

/**
 * Items per page, by construction within an embed's 6,000 characters: a field's name is an
 * item's name (80 characters, 160 escaped) and category (40, 80 escaped); its value three
 * short facts and the description cut to 120 (240 escaped). Eight such fields stay under 5,000.
 */
export const ITEMS_PER_PAGE = 8;
const DESCRIPTION_SHOWN = 120;

/** /shop: the items on sale (as GET /api/economy/items lists them), a page at a time. */
async function execute(
  deps: InteractionDeps,
  interaction: APIChatInputApplicationCommandInteraction,
) {
  return answering(deps, '/shop', async () => {
    await loadMember(deps, interaction);
    const t = serverSay(deps);
    const { page: asked } = parseOptions(
      shopSchema,
      readOptions(interaction.data.options).values,
      deps.language,
    );
    const items = await listItems(deps.db);
    const pages = Math.max(1, Math.ceil(items.length / ITEMS_PER_PAGE));
    const page = Math.min(asked, pages);
    const shown = items.slice((page - 1) * ITEMS_PER_PAGE, page * ITEMS_PER_PAGE);
    const facts = (item: ShopItem) =>
      [
        t('economy.bot.price', { price: discordMoney(item.priceCents, deps.language) }),
        item.stock === null
          ? t('economy.bot.unlimited')
          : item.stock === 0
            ? t('economy.bot.soldOut')
            : t('economy.bot.inStock', { count: item.stock }),
        ...(item.perCivilianLimit === null
          ? []
          : [t('economy.bot.limit', { limit: item.perCivilianLimit })]),
        ...(item.licenseTypeName
          ? [t('economy.bot.license', { license: item.licenseTypeName })]
          : []),
        ...(item.discordRoleId
          ? [t('economy.bot.role', { role: `<@&${item.discordRoleId}>` })]
          : []),
      ].join(' · ');
    return {
      type: InteractionResponseType.ChannelMessageWithSource,
      data: {
        flags: MessageFlags.Ephemeral,
        embeds: [
          {
            title: t('economy.bot.shopTitle'),
            ...(shown.length === 0 && { description: t('economy.bot.shopEmpty') }),
            fields: shown.map((item) => ({
              name: `${escapeMarkdown(item.name)} (${escapeMarkdown(item.category)})`,
              value: [
                facts(item),
                ...(item.description
                  ? [escapeMarkdown(truncate(item.description, DESCRIPTION_SHOWN))]
                  : []),
              ].join('\n'),
            })),
            footer: {
              text:
                page < pages
                  ? t('economy.bot.page', { page, pages, next: page + 1 })
                  : t('economy.bot.lastPage', { page, pages }),
            },
          },
        ],
      },
    };
  });
}

export const shopCommand = {
  definition,
  permission: 'Any member who has signed in to the site',
  execute,
} satisfies Command;

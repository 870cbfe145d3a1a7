import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  type APIChatInputApplicationCommandInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { z } from 'zod';
import { openingBalances } from '@tenfour/db/bank';
import { discordMoney, escapeMarkdown } from '@tenfour/db/discord';
import { buyItem, findItem, memberPockets } from '@tenfour/db/economy';
import { serverSaid, serverSay } from '../i18n/server-text';
import { ownCivilianChoices } from '../interactions/civilians';
import { answering, loadMember } from '../interactions/member';
import { parseOptions, readOptions } from '../interactions/options';
import { itemChoices, pocketChoices, shopCivilian, WALLET } from '../interactions/shop-options';
import { ephemeral, type InteractionDeps } from '../interactions/types';
import type { Command } from './command';

const MAX_QUANTITY = 1000;

const definition = {
  name: 'buy',
  description: 'Buy an item from the shop for one of your civilians',
  type: ApplicationCommandType.ChatInput,
  contexts: [InteractionContextType.Guild],
  options: [
    {
      name: 'item',
      description: 'What to buy',
      type: ApplicationCommandOptionType.String,
      required: true,
      autocomplete: true,
      max_length: 100,
    },
    {
      name: 'quantity',
      description: 'How many (1 if left out)',
      type: ApplicationCommandOptionType.Integer,
      min_value: 1,
      max_value: MAX_QUANTITY,
    },
    {
      name: 'civilian',
      description: 'Who buys (needed when you have more than one civilian)',
      type: ApplicationCommandOptionType.String,
      autocomplete: true,
    },
    {
      name: 'pay_from',
      description: 'Cash (the default) or one of the civilian’s accounts',
      type: ApplicationCommandOptionType.String,
      autocomplete: true,
    },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

// The web's buy body (api/src/economy/economy.schemas.ts), read from Discord's options; the
// quantity refusal is buyItem's own sentence, so both front ends say the same.
const quantityInvalid = serverSaid('economy.quantityInvalid');
const buySchema = z.object({
  item: z
    .string(serverSaid('economy.bot.chooseItem'))
    .trim()
    .min(1, serverSaid('economy.bot.chooseItem'))
    .max(100, serverSaid('economy.bot.chooseItem')),
  quantity: z
    .number(quantityInvalid)
    .int(quantityInvalid)
    .min(1, quantityInvalid)
    .max(MAX_QUANTITY, quantityInvalid)
    .default(1),
  civilian: z.uuid(serverSaid('economy.bot.chooseCivilian')).optional(),
  pay_from: z
    .union([z.literal(WALLET), z.uuid()], serverSaid('economy.bot.choosePocket'))
    .optional(),
});

/**
 * /buy: the shop's Buy (POST /api/economy/buy): the same buyItem, so stock, the per-civilian
 * limit and the money are checked by the same rules in the same transaction, and a refusal is
 * the route's sentence. The interaction id is the idempotency key: Discord delivering one
 * interaction twice buys once.
 */
async function execute(
  deps: InteractionDeps,
  interaction: APIChatInputApplicationCommandInteraction,
) {
  return answering(deps, '/buy', async () => {
    const member = await loadMember(deps, interaction);
    const t = serverSay(deps);
    const money = (cents: number) => discordMoney(cents, deps.language);
    const input = parseOptions(
      buySchema,
      readOptions(interaction.data.options).values,
      deps.language,
    );
    const civilian = await shopCivilian(deps, member, input.civilian);
    const item = await findItem(deps.db, input.item);
    const accountId =
      input.pay_from === undefined || input.pay_from === WALLET ? null : input.pay_from;
    const { result } = await buyItem(deps.db, {
      discordId: member.discordId,
      civilianId: civilian.id,
      itemId: item.id,
      quantity: input.quantity,
      accountId,
      idempotencyKey: `discord:${interaction.id}`,
      opening: openingBalances(deps.config),
      now: deps.now(),
    });
    const balance = money(result.pocketBalanceCents);
    let paid = t('economy.bot.paidCash', { balance });
    if (accountId !== null) {
      const pockets = await memberPockets(deps.db, member.discordId);
      const account = pockets.civilians
        .find((c) => c.id === civilian.id)
        ?.accounts.find((a) => a.id === accountId);
      const name = account ? `${account.name} ····${account.accountNumber.slice(-4)}` : '';
      paid = t('economy.bot.paidAccount', { account: escapeMarkdown(name), balance });
    }
    return ephemeral(
      [
        `✅ ${t('economy.done.bought', {
          quantity: result.quantity,
          item: escapeMarkdown(result.itemName),
          amount: money(result.totalCents),
        })}`,
        paid,
        t('economy.bot.holds', { name: escapeMarkdown(civilian.name), held: result.held }),
      ].join(' '),
    );
  });
}

export const buyCommand = {
  definition,
  permission: 'Any member who has signed in to the site, for their own civilians',
  execute,
  autocomplete: (deps, interaction) => {
    const focused = readOptions(interaction.data.options).focused?.name;
    if (focused === 'civilian') return ownCivilianChoices(deps, interaction);
    if (focused === 'pay_from') return pocketChoices(deps, interaction);
    return itemChoices(deps, interaction);
  },
} satisfies Command;

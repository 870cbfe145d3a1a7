import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ButtonStyle,
  ComponentType,
  InteractionContextType,
  InteractionResponseType,
  MessageFlags,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIChatInputApplicationCommandInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { z } from 'zod';
import { loadBankProfile, openingBalances } from '@tenfour/db/bank';
import { DISCORD_LIMITS, discordDate, discordMoney, escapeMarkdown } from '@tenfour/db/discord';
import { listCivilianRecords } from '@tenfour/db/records';
import { say } from '../i18n/replies';
import { said } from '../i18n/issues';
import { ownCivilianChoices } from '../interactions/civilians';
import { answering, loadMember } from '../interactions/member';
import { parseOptions, readOptions } from '../interactions/options';
import { PAY_FINE_PREFIX } from '../interactions/pay-fine';
import type { InteractionDeps } from '../interactions/types';
import type { Command } from './command';

const definition = {
  name: 'bank',
  description: 'Your civilian’s bank balances and unpaid fines',
  type: ApplicationCommandType.ChatInput,
  contexts: [InteractionContextType.Guild],
  options: [
    {
      name: 'civilian',
      description: 'One of your civilians',
      type: ApplicationCommandOptionType.String,
      required: true,
      autocomplete: true,
    },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const bankSchema = z.object({ civilian: z.uuid(said('bank.chooseCivilian')) });

// A message holds at most 5 rows of 5 buttons.
const MAX_FINE_BUTTONS = 25;

const RECORD = {
  arrest: 'record.arrest',
  citation: 'record.citation',
  warning: 'record.warning',
} as const;
// An embed holds 25 fields: Cash, Unpaid fines and the Status a Pay Fine press adds leave 22
// for accounts, so the reply and its paid update always carry the fine and the button.
const MAX_ACCOUNT_FIELDS = DISCORD_LIMITS.fields - 3;

/**
 * /bank: the bank dashboard's balances for one of the member's civilians (the owner check is
 * loadBankProfile's, as on the web) and its unpaid fines, each with the Pay Fine button the
 * citation DMs carry, so paying runs the same operation.
 */
async function execute(
  deps: InteractionDeps,
  interaction: APIChatInputApplicationCommandInteraction,
) {
  return answering(deps, '/bank', async () => {
    const member = await loadMember(deps, interaction);
    const t = say(deps);
    const money = (cents: number) => discordMoney(cents, deps.language);
    const { civilian: civilianId } = parseOptions(
      bankSchema,
      readOptions(interaction.data.options).values,
      deps.language,
    );
    const profile = await loadBankProfile(deps.db, {
      civilianId,
      discordId: member.discordId,
      opening: openingBalances(deps.config),
      now: deps.now(),
    });
    const records = await listCivilianRecords(deps.db, civilianId);
    const unpaid = [...records.citations, ...records.arrests]
      .filter((r) => r.fineStatus === 'unpaid' && r.fineAmount > 0)
      .slice(0, MAX_FINE_BUTTONS);
    const name = `${profile.civilian.firstName} ${profile.civilian.lastName}`;
    const shown =
      profile.accounts.length > MAX_ACCOUNT_FIELDS
        ? profile.accounts.slice(0, MAX_ACCOUNT_FIELDS - 1)
        : profile.accounts;
    const hidden = profile.accounts.slice(shown.length);
    const fields = [
      ...shown.map((a) => ({
        name: `${escapeMarkdown(a.name)} (${a.accountType} ····${a.accountNumber.slice(-4)})`,
        value: money(a.balanceCents),
        inline: true,
      })),
      ...(hidden.length
        ? [
            {
              name: t('bank.moreAccounts', { count: hidden.length }),
              value: t('bank.moreAccountsTotal', {
                amount: money(hidden.reduce((sum, a) => sum + a.balanceCents, 0)),
              }),
              inline: true,
            },
          ]
        : []),
      { name: t('bank.cash'), value: money(profile.walletBalanceCents), inline: true },
      {
        name: t('bank.unpaidFines'),
        value: unpaid.length
          ? unpaid
              .map((r, i) =>
                t('bank.fineLine', {
                  n: i + 1,
                  record: t(RECORD[r.type]),
                  date: discordDate(r.createdAt, deps.language),
                  amount: money(Math.round(r.fineAmount * 100)),
                  callsign: escapeMarkdown(r.officerCallsign),
                }),
              )
              .join('\n')
              .slice(0, 1024)
          : t('bank.none'),
      },
    ];
    const buttons: APIButtonComponentWithCustomId[] = unpaid.map((r, i) => ({
      type: ComponentType.Button,
      style: ButtonStyle.Success,
      label: t('bank.payFine', { n: i + 1, amount: money(Math.round(r.fineAmount * 100)) }),
      custom_id: `${PAY_FINE_PREFIX}:${r.recordId}`,
    }));
    const rows: APIActionRowComponent<APIButtonComponentWithCustomId>[] = [];
    for (let i = 0; i < buttons.length; i += 5) {
      rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + 5) });
    }
    return {
      type: InteractionResponseType.ChannelMessageWithSource,
      data: {
        flags: MessageFlags.Ephemeral,
        embeds: [{ title: t('bank.title', { name: escapeMarkdown(name) }), fields }],
        components: rows,
      },
    };
  });
}

export const bankCommand = {
  definition,
  permission: 'Any member who has signed in to the site, for their own civilians',
  execute,
  autocomplete: ownCivilianChoices,
} satisfies Command;

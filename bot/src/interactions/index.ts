import {
  ApplicationCommandType,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  type APIChatInputApplicationCommandInteraction,
  type APIInteraction,
} from 'discord-api-types/v10';
import { commands } from '../commands';
import { RESPOND_PREFIX, UNIT_BUTTON_PREFIX } from '../cad/render-call-messages';
import { communityLanguage, memberLanguages } from '@tenfour/db';
import { fitToDiscordLimits } from '@tenfour/db/discord';
import { languageOfDiscordLocale, resolveLocale, type BotLanguage } from '../i18n/locale';
import { say } from '../i18n/replies';
import { actorId } from './member';
import { choices, unstorableMessage, unstorableOption } from './options';
import { respondToCall } from './respond';
import { pressUnitButton } from './unit-buttons';
import { PAY_FINE_PREFIX, payFine } from './pay-fine';
import { CONTEST_PREFIX, pressContest, submitContest } from './contest';
import { ephemeral, type InteractionDeps, type InteractionReply } from './types';

export { ephemeral, type InteractionDeps, type InteractionReply } from './types';
export type { APIInteraction } from 'discord-api-types/v10';

/**
 * The one interaction handler: interaction JSON in, response JSON out. The gateway bot posts
 * the response to the interaction callback; the HTTP endpoint returns it as its body. Every
 * answer leaves through fitToDiscordLimits: a reply Discord refused would leave the member
 * with "This interaction failed" after the action (a fine charged) had already run.
 */
export async function handleInteraction(
  deps: InteractionDeps,
  interaction: APIInteraction,
): Promise<InteractionReply> {
  if (interaction.type === InteractionType.Ping) return { type: InteractionResponseType.Pong };
  const language = await interactionLanguage(deps, interaction);
  return fitReply(await answer({ ...deps, language }, interaction));
}

/**
 * The language of the answer: the member's Discord locale (sent with every interaction) when
 * it is shipped, else their choice on the site, else the community's default.
 */
async function interactionLanguage(
  deps: InteractionDeps,
  interaction: APIInteraction,
): Promise<BotLanguage> {
  const locale = 'locale' in interaction ? interaction.locale : undefined;
  const shipped = languageOfDiscordLocale(locale);
  if (shipped) return shipped;
  try {
    const discordId = actorId(interaction);
    const { siteChoice, communityDefault } = discordId
      ? await memberLanguages(deps.db, discordId)
      : { siteChoice: undefined, communityDefault: await communityLanguage(deps.db) };
    return resolveLocale(locale, siteChoice, communityDefault);
  } catch (err) {
    // The answer still goes out, in English, and says what the handler finds.
    deps.log?.('reading the member’s language failed', err);
    return resolveLocale(locale);
  }
}

function fitReply(reply: InteractionReply): InteractionReply {
  if (reply.type === InteractionResponseType.UpdateMessage && reply.data) {
    // An edit never notifies anyone, so only the limits matter.
    return { ...reply, data: fitToDiscordLimits(reply.data) };
  }
  if (reply.type === InteractionResponseType.ChannelMessageWithSource && reply.data) {
    // A reply only the member sees pings nobody; any other could, so it parses no mentions.
    const fitted = fitToDiscordLimits(reply.data);
    const { flags = 0 } = fitted;
    return {
      ...reply,
      data:
        flags & MessageFlags.Ephemeral ? fitted : { ...fitted, allowed_mentions: { parse: [] } },
    };
  }
  return reply;
}

async function answer(
  deps: InteractionDeps,
  interaction: APIInteraction,
): Promise<InteractionReply> {
  switch (interaction.type) {
    case InteractionType.Ping:
      return { type: InteractionResponseType.Pong };
    case InteractionType.ApplicationCommand: {
      const command = commands.get(interaction.data.name);
      if (!command || interaction.data.type !== ApplicationCommandType.ChatInput) break;
      const unstorable = unstorableOption(
        (interaction as APIChatInputApplicationCommandInteraction).data.options,
      );
      if (unstorable) return ephemeral(`❌ ${unstorableMessage(unstorable, deps.language)}`);
      return command.execute(deps, interaction as APIChatInputApplicationCommandInteraction);
    }
    case InteractionType.ApplicationCommandAutocomplete: {
      const command = commands.get(interaction.data.name);
      // Suggestions are a courtesy: text that cannot be stored, or a failed search, gets
      // none (Discord shows "no options"), never an error in place of an interaction answer.
      if (!command?.autocomplete || unstorableOption(interaction.data.options)) return choices([]);
      try {
        return await command.autocomplete(deps, interaction);
      } catch (err) {
        deps.log?.(`/${interaction.data.name} suggestions failed`, err);
        return choices([]);
      }
    }
    case InteractionType.MessageComponent: {
      const [prefix, argument = ''] = splitCustomId(interaction.data.custom_id);
      if (prefix === PAY_FINE_PREFIX) return payFine(deps, interaction, argument);
      if (prefix === UNIT_BUTTON_PREFIX) return pressUnitButton(deps, interaction, argument);
      if (prefix === RESPOND_PREFIX) return respondToCall(deps, interaction, argument);
      if (prefix === CONTEST_PREFIX) return pressContest(deps, interaction, argument);
      break;
    }
    case InteractionType.ModalSubmit: {
      const [prefix, argument = ''] = splitCustomId(interaction.data.custom_id);
      if (prefix === CONTEST_PREFIX) return submitContest(deps, interaction, argument);
      break;
    }
    default:
      break;
  }
  return ephemeral(`❌ ${say(deps)('refuse.notSupported')}`);
}

function splitCustomId(customId: string): [string, string | undefined] {
  const at = customId.indexOf(':');
  return at === -1 ? [customId, undefined] : [customId.slice(0, at), customId.slice(at + 1)];
}

import {
  ApplicationCommandType,
  InteractionResponseType,
  InteractionType,
  type APIChatInputApplicationCommandInteraction,
  type APIInteraction,
} from 'discord-api-types/v10';
import { commands } from '../commands';
import { RESPOND_PREFIX, UNIT_BUTTON_PREFIX } from '../cad/call-messages';
import { choices } from './options';
import { respondToCall } from './respond';
import { pressUnitButton } from './unit-buttons';
import { PAY_FINE_PREFIX, payFine } from './pay-fine';
import { ephemeral, type InteractionDeps, type InteractionReply } from './types';

export { ephemeral, type InteractionDeps, type InteractionReply } from './types';
export type { APIInteraction } from 'discord-api-types/v10';

/**
 * The one interaction handler: interaction JSON in, response JSON out. The gateway bot posts
 * the response to the interaction callback; the HTTP endpoint returns it as its body.
 */
export async function handleInteraction(
  deps: InteractionDeps,
  interaction: APIInteraction,
): Promise<InteractionReply> {
  switch (interaction.type) {
    case InteractionType.Ping:
      return { type: InteractionResponseType.Pong };
    case InteractionType.ApplicationCommand: {
      const command = commands.get(interaction.data.name);
      if (!command || interaction.data.type !== ApplicationCommandType.ChatInput) break;
      return command.execute(deps, interaction as APIChatInputApplicationCommandInteraction);
    }
    case InteractionType.ApplicationCommandAutocomplete: {
      const command = commands.get(interaction.data.name);
      if (!command?.autocomplete) return choices([]);
      return command.autocomplete(deps, interaction);
    }
    case InteractionType.MessageComponent: {
      const [prefix, argument = ''] = splitCustomId(interaction.data.custom_id);
      if (prefix === PAY_FINE_PREFIX) return payFine(deps, interaction, argument);
      if (prefix === UNIT_BUTTON_PREFIX) return pressUnitButton(deps, interaction, argument);
      if (prefix === RESPOND_PREFIX) return respondToCall(deps, interaction, argument);
      break;
    }
    default:
      break;
  }
  return ephemeral('❌ This action is not supported.');
}

function splitCustomId(customId: string): [string, string | undefined] {
  const at = customId.indexOf(':');
  return at === -1 ? [customId, undefined] : [customId.slice(0, at), customId.slice(at + 1)];
}

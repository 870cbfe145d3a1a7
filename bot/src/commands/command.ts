import type {
  APIApplicationCommandAutocompleteInteraction,
  APIApplicationCommandAutocompleteResponse,
  APIChatInputApplicationCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { InteractionDeps, InteractionReply } from '../interactions/types';

/** A slash command: what `npm run bot:register` registers and what runs when it is used. */
export interface Command {
  definition: RESTPostAPIChatInputApplicationCommandsJSONBody & { name: string };
  /** Who may use it, as docs/discord-bot.md and `npm run bot:register` list it. */
  permission: string;
  execute(
    deps: InteractionDeps,
    interaction: APIChatInputApplicationCommandInteraction,
  ): Promise<InteractionReply>;
  /** Suggestions for the option being typed (only options marked `autocomplete`). */
  autocomplete?(
    deps: InteractionDeps,
    interaction: APIApplicationCommandAutocompleteInteraction,
  ): Promise<APIApplicationCommandAutocompleteResponse>;
}

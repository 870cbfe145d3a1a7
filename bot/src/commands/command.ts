import type {
  APIChatInputApplicationCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { InteractionDeps, InteractionReply } from '../interactions/types';

/** A slash command: what `npm run bot:register` registers and what runs when it is used. */
export interface Command {
  definition: RESTPostAPIChatInputApplicationCommandsJSONBody & { name: string };
  execute(
    deps: InteractionDeps,
    interaction: APIChatInputApplicationCommandInteraction,
  ): Promise<InteractionReply>;
}

import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  type APIChatInputApplicationCommandInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { z } from 'zod';
import { changeUnit } from '@tenfour/db/dispatch';
import { say } from '../i18n/replies';
import { said } from '../i18n/issues';
import { answering, loadMember, requireUnit } from '../interactions/member';
import { parseOptions, readOptions } from '../interactions/options';
import { ephemeral, type InteractionDeps } from '../interactions/types';
import type { Command } from './command';
import { describeUnit } from './status';

const definition = {
  name: 'duty',
  description: 'Clock in or out of duty',
  type: ApplicationCommandType.ChatInput,
  contexts: [InteractionContextType.Guild],
  options: [
    { name: 'on', description: 'Clock in', type: ApplicationCommandOptionType.Subcommand },
    { name: 'off', description: 'Clock out', type: ApplicationCommandOptionType.Subcommand },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const dutySchema = z.object({ subcommand: z.enum(['on', 'off'], said('duty.use')) });

/** /duty on|off: POST /api/clock/in or /out, for the member's unit. */
async function execute(
  deps: InteractionDeps,
  interaction: APIChatInputApplicationCommandInteraction,
) {
  return answering(deps, '/duty', async () => {
    const member = await loadMember(deps, interaction);
    const t = say(deps);
    const { subcommand } = parseOptions(
      dutySchema,
      { subcommand: readOptions(interaction.data.options).subcommand },
      deps.language,
    );
    const { officer } = await requireUnit(deps, member);
    const unit = await changeUnit(
      deps.db,
      officer,
      { duty: subcommand === 'on' ? 'in' : 'out' },
      deps.now(),
    );
    const described = describeUnit(unit, t);
    return ephemeral(
      subcommand === 'on'
        ? t('duty.clockedIn', { unit: described })
        : t('duty.clockedOut', { unit: described }),
    );
  });
}

export const dutyCommand = {
  definition,
  permission: 'Public safety or fire/rescue role, with a registered profile',
  execute,
} satisfies Command;

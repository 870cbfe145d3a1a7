import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  type APIApplicationCommandAutocompleteInteraction,
  type APIChatInputApplicationCommandInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { z } from 'zod';
import {
  UNIT_SERVICE_RULES,
  type SafrUnitStatus,
  type UnitStatus,
  changeUnit,
  type UnitView,
} from '@tenfour/db/dispatch';
import { escapeMarkdown } from '@tenfour/db/discord';
import { answering, loadMember, requireUnit, Refusal } from '../interactions/member';
import { choices, matches, parseOptions, readOptions } from '../interactions/options';
import { ephemeral, type InteractionDeps } from '../interactions/types';
import type { Command } from './command';

const definition = {
  name: 'status',
  description: 'Set your unit status (officers: 10-codes; fire/rescue: Available, En Route, …)',
  type: ApplicationCommandType.ChatInput,
  contexts: [InteractionContextType.Guild],
  options: [
    {
      name: 'code',
      description: 'The status to set',
      type: ApplicationCommandOptionType.String,
      required: true,
      autocomplete: true,
      max_length: 20,
    },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

/** "10-8 In Service" or "Available": what the unit's screen shows. */
export function describeUnit(unit: UnitView): string {
  const statuses: readonly { code: string; label: string }[] =
    UNIT_SERVICE_RULES[unit.service].statuses;
  const label = statuses.find((s) => s.code === unit.status)?.label;
  const status = label && label !== unit.status ? `${unit.status} (${label})` : unit.status;
  return `${escapeMarkdown(unit.callsign)} (${unit.department}) is ${status}, ${unit.onDuty ? 'on duty' : 'off duty'}.`;
}

/** /status code: the statuses of the member's own service, as on their dashboard. */
async function execute(
  deps: InteractionDeps,
  interaction: APIChatInputApplicationCommandInteraction,
) {
  return answering(deps, '/status', async () => {
    const member = await loadMember(deps, interaction);
    const { officer, unit } = await requireUnit(deps, member);
    const statuses: readonly { code: string }[] = UNIT_SERVICE_RULES[unit.service].statuses;
    const codes = statuses.map((s) => s.code) as [string, ...string[]];
    const { code } = parseOptions(
      z.object({
        code: z
          .string({ message: 'Choose a status.' })
          .trim()
          .refine((c) => codes.includes(c), `Choose one of your statuses: ${codes.join(', ')}.`),
      }),
      readOptions(interaction.data.options).values,
    );
    const changed = await changeUnit(
      deps.db,
      officer,
      { status: code as UnitStatus | SafrUnitStatus },
      deps.now(),
    );
    return ephemeral(`✅ Status set. ${describeUnit(changed)}`);
  });
}

async function autocomplete(
  deps: InteractionDeps,
  interaction: APIApplicationCommandAutocompleteInteraction,
) {
  try {
    const { unit } = await requireUnit(deps, await loadMember(deps, interaction));
    const typed = readOptions(interaction.data.options).focused?.value ?? '';
    const statuses: readonly { code: string; label: string }[] =
      UNIT_SERVICE_RULES[unit.service].statuses;
    return choices(
      statuses
        .filter((s) => matches(typed, s.code, s.label))
        .map((s) => ({
          name: s.code === s.label ? s.code : `${s.code} — ${s.label}`,
          value: s.code,
        })),
    );
  } catch (err) {
    // No suggestions for someone who may not use the command; running it says why.
    if (err instanceof Refusal) return choices([]);
    throw err;
  }
}

export const statusCommand = {
  definition,
  permission: 'Public safety or fire/rescue role, with a registered profile',
  execute,
  autocomplete,
} satisfies Command;

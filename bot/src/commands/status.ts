import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  type APIApplicationCommandAutocompleteInteraction,
  type APIChatInputApplicationCommandInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { z } from 'zod';
import { changeUnit, type UnitView } from '@tenfour/db/dispatch';
import { communityValues } from '@tenfour/db/values';
import { FALLBACK_LANGUAGE } from '@tenfour/db';
import {
  discordTextIn,
  escapeMarkdown,
  unitStatusMeaning,
  unitStatusText,
} from '@tenfour/db/discord';
import { say, type DiscordT } from '../i18n/replies';
import { said } from '../i18n/issues';
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

/** "10-8 (In Service)" or "Available": what the unit's screen shows, in the reader's language. */
export function describeUnit(
  unit: UnitView,
  t: DiscordT = discordTextIn(FALLBACK_LANGUAGE),
): string {
  return t('unit.describe', {
    callsign: escapeMarkdown(unit.callsign),
    department: unit.department,
    status: unitStatusText(unit.status, t),
    duty: t(unit.onDuty ? 'unit.onDuty' : 'unit.offDuty'),
  });
}

/** /status code: the statuses of the member's own service, as on their dashboard. */
async function execute(
  deps: InteractionDeps,
  interaction: APIChatInputApplicationCommandInteraction,
) {
  return answering(deps, '/status', async () => {
    const member = await loadMember(deps, interaction);
    const { officer, unit } = await requireUnit(deps, member);
    const { statuses } = await communityValues(deps.db).statusRules(unit.service);
    const codes = statuses.map((s) => s.code);
    const t = say(deps);
    const { code } = parseOptions(
      z.object({
        code: z
          .string(said('status.choose'))
          .trim()
          .refine(
            (c) => codes.includes(c),
            said('status.chooseOneOf', { codes: codes.join(', ') }),
          ),
      }),
      readOptions(interaction.data.options).values,
      deps.language,
    );
    const changed = await changeUnit(deps.db, officer, { status: code }, deps.now());
    return ephemeral(t('status.set', { unit: describeUnit(changed, t) }));
  });
}

async function autocomplete(
  deps: InteractionDeps,
  interaction: APIApplicationCommandAutocompleteInteraction,
) {
  try {
    const { unit } = await requireUnit(deps, await loadMember(deps, interaction));
    const typed = readOptions(interaction.data.options).focused?.value ?? '';
    const { statuses } = await communityValues(deps.db).statusRules(unit.service);
    const t = say(deps);
    // Suggested in the member's language; the value sent back is the code, whatever it reads.
    return choices(
      statuses
        // A seeded code reads in the member's language; one staff added reads as they wrote it.
        .map((s) => ({ ...s, meaning: unitStatusMeaning(s.code, t) ?? s.label }))
        .filter((s) => matches(typed, s.code, s.label, s.meaning))
        .map((s) => ({
          name: s.code === s.label ? s.meaning : `${s.code} — ${s.meaning}`,
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

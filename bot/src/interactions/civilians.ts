import type { APIApplicationCommandAutocompleteInteraction } from 'discord-api-types/v10';
import { listCivilians } from '@tenfour/db/civilians';
import { loadMember, Refusal } from './member';
import { choices, matches, readOptions } from './options';
import type { InteractionDeps } from './types';

/** Suggestions for a `civilian` option: the member's own civilians, by name (the value is the id). */
export async function ownCivilianChoices(
  deps: InteractionDeps,
  interaction: APIApplicationCommandAutocompleteInteraction,
) {
  try {
    const member = await loadMember(deps, interaction);
    const typed = readOptions(interaction.data.options).focused?.value ?? '';
    const { civilians } = await listCivilians(deps.db, member.discordId);
    return choices(
      civilians
        .map((c) => ({ name: `${c.firstName} ${c.lastName}`, value: c._id }))
        .filter((c) => matches(typed, c.name))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  } catch (err) {
    // No suggestions for someone who may not use the command; running it says why.
    if (err instanceof Refusal) return choices([]);
    throw err;
  }
}

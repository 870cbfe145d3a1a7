import type { APIApplicationCommandAutocompleteInteraction } from 'discord-api-types/v10';
import { choices, matches, readOptions } from './options';
import { departmentsOf, type InteractionDeps } from './types';

/**
 * Suggestions for a `department` option: the community's active departments, by name (the
 * value is the id), as staff ordered them. Whatever is sent is checked again when run.
 */
export async function departmentChoices(
  deps: InteractionDeps,
  interaction: APIApplicationCommandAutocompleteInteraction,
) {
  const typed = readOptions(interaction.data.options).focused?.value ?? '';
  const active = await departmentsOf(deps).active();
  return choices(
    active
      .map((d) => ({ name: d.name, value: d.id }))
      .filter((d) => matches(typed, d.name) || matches(typed, d.value)),
  );
}

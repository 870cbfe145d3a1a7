import type {
  APIApplicationCommandOption,
  LocalizationMap,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { COMMAND_TEXT, type CommandText, SERVICE_NAMES } from './command-text';

/**
 * Discord's locales for the shipped languages: German, and Spanish for Spain and for Latin
 * America (Discord tells the two apart; one Spanish serves both).
 */
export const COMMAND_LOCALES = { de: 'de', 'es-ES': 'es', 'es-419': 'es' } as const;

function maps(path: string): {
  name_localizations?: LocalizationMap;
  description_localizations?: LocalizationMap;
} {
  const text = COMMAND_TEXT[path];
  if (!text) return {};
  const pick = (field: keyof CommandText) =>
    Object.fromEntries(
      Object.entries(COMMAND_LOCALES).map(([locale, language]) => [locale, text[language][field]]),
    ) as LocalizationMap;
  return { name_localizations: pick('name'), description_localizations: pick('description') };
}

/** A /911 `services` choice ("Police + Fire") in every locale. */
export function serviceChoiceLocalizations(
  codes: readonly ('police' | 'fire' | 'ems')[],
): LocalizationMap {
  return Object.fromEntries(
    Object.entries(COMMAND_LOCALES).map(([locale, language]) => [
      locale,
      codes.map((code) => SERVICE_NAMES[language][code]).join(' + '),
    ]),
  ) as LocalizationMap;
}

function localizeOption(
  option: APIApplicationCommandOption,
  parent: string,
): APIApplicationCommandOption {
  const path = `${parent} ${option.name}`;
  const options = 'options' in option && option.options ? option.options : undefined;
  return {
    ...option,
    ...maps(path),
    ...(options
      ? { options: options.map((o: APIApplicationCommandOption) => localizeOption(o, path)) }
      : {}),
  } as APIApplicationCommandOption;
}

/** A command definition with its German and Spanish names and descriptions (command-text.ts). */
export function localizeCommand<T extends RESTPostAPIChatInputApplicationCommandsJSONBody>(
  definition: T,
): T {
  return {
    ...definition,
    ...maps(definition.name),
    ...(definition.options
      ? { options: definition.options.map((o) => localizeOption(o, definition.name)) }
      : {}),
  };
}

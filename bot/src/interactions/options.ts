import {
  ApplicationCommandOptionType,
  InteractionResponseType,
  type APIApplicationCommandAutocompleteResponse,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOptionChoice,
} from 'discord-api-types/v10';
import type { z } from 'zod';
import { FALLBACK_LANGUAGE, unstorableTextPaths } from '@tenfour/db';
import { discordTextIn } from '@tenfour/db/discord';
import type { BotLanguage } from '../i18n/locale';
import { issueText, type OptionNames } from '../i18n/issues';
import { refuse } from './member';

/** A command's options as plain values: its subcommand, each option's value, the focused one. */
export interface CommandOptions {
  subcommand: string | undefined;
  values: Record<string, unknown>;
  /** The option being typed into, for autocomplete. */
  focused: { name: string; value: string } | undefined;
}

export function readOptions(
  options: readonly APIApplicationCommandInteractionDataOption[] | undefined,
): CommandOptions {
  const read: CommandOptions = { subcommand: undefined, values: {}, focused: undefined };
  let list = options ?? [];
  const sub = list.find(
    (o) =>
      o.type === ApplicationCommandOptionType.Subcommand ||
      o.type === ApplicationCommandOptionType.SubcommandGroup,
  );
  if (sub && 'options' in sub) {
    read.subcommand = sub.name;
    list = (sub.options ?? []) as APIApplicationCommandInteractionDataOption[];
  }
  for (const option of list) {
    if (!('value' in option)) continue;
    read.values[option.name] = option.value;
    if ('focused' in option && option.focused) {
      read.focused = { name: option.name, value: String(option.value) };
    }
  }
  return read;
}

/** The name unstorableOption gives when an option's own name cannot be stored. */
const ANY_OPTION = 'An option';

/**
 * The first option (subcommand options included) holding text the database cannot store,
 * by name: the web's rule for every string it is sent, held for Discord's input too.
 */
export function unstorableOption(
  options: readonly APIApplicationCommandInteractionDataOption[] | undefined,
): string | undefined {
  for (const option of options ?? []) {
    if (unstorableTextPaths(option.name).length) return ANY_OPTION;
    if ('value' in option && unstorableTextPaths(option.value).length) return option.name;
    if ('options' in option) {
      const inner = unstorableOption(
        option.options as APIApplicationCommandInteractionDataOption[] | undefined,
      );
      if (inner) return inner;
    }
  }
  return undefined;
}

/** What a member is told when an option holds text that cannot be stored. */
export const unstorableMessage = (option: string, language?: BotLanguage) =>
  option === ANY_OPTION
    ? discordTextIn(language ?? FALLBACK_LANGUAGE)('refuse.unstorableAny')
    : discordTextIn(language ?? FALLBACK_LANGUAGE)('refuse.unstorable', {
        option: `${option.charAt(0).toUpperCase()}${option.slice(1)}`,
      });

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/**
 * The command's values checked with its zod schema, as every API route checks its body:
 * Discord enforces option types only for well-behaved clients, and autocomplete suggests
 * without restricting what is sent. A refusal is in the member's language, read by its
 * issue's key (i18n/issues.ts); `names` lets a shared schema's refusal name the option.
 */
export function parseOptions<T extends z.ZodType>(
  schema: T,
  values: unknown,
  language?: BotLanguage,
  names?: OptionNames,
): z.infer<T> {
  const [unstorable] = unstorableTextPaths(values);
  if (unstorable) {
    const name = unstorable.path.find((p): p is string => typeof p === 'string');
    throw refuse(unstorableMessage(name ?? 'an option', language));
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const messages = [
    ...new Set(
      parsed.error.issues.map((issue) =>
        issueText({ ...issue, input: valueAt(values, issue.path) }, language, names),
      ),
    ),
  ];
  throw refuse(messages.join(' '));
}

/** Discord takes at most 25 suggestions, each name and value at most 100 characters. */
export function choices(
  list: readonly APIApplicationCommandOptionChoice<string>[],
): APIApplicationCommandAutocompleteResponse {
  return {
    type: InteractionResponseType.ApplicationCommandAutocompleteResult,
    data: {
      choices: list
        .slice(0, 25)
        .map((c) => ({ name: c.name.slice(0, 100), value: c.value.slice(0, 100) })),
    },
  };
}

/** True when `typed` appears in any of the texts, ignoring case. */
export function matches(typed: string, ...texts: string[]): boolean {
  const needle = typed.trim().toLowerCase();
  return !needle || texts.some((t) => t.toLowerCase().includes(needle));
}

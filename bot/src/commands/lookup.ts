import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  MessageFlags,
  InteractionResponseType,
  type APIApplicationCommandAutocompleteInteraction,
  type APIChatInputApplicationCommandInteraction,
  type APIEmbedField,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { z } from 'zod';
import { discordDate, escapeMarkdown } from '@tenfour/db/discord';
import {
  civilianFlags,
  vehicleFlags,
  type CivilianFlags,
  suggestNames,
  suggestVehicles,
  suggestWeapons,
} from '@tenfour/db/records';
import { say, type DiscordT } from '../i18n/replies';
import { said } from '../i18n/issues';
import { answering, enforceLimit, loadMember, Refusal, requireUnit } from '../interactions/member';
import { choices, parseOptions, readOptions } from '../interactions/options';
import type { InteractionDeps } from '../interactions/types';
import type { Command } from './command';

/** The top matches a lookup shows (the web's list shows more; an embed stays readable). */
export const LOOKUP_MATCHES = 5;
const MAX_QUERY = 100;

const kinds = [
  { name: 'name', description: 'Look up a person by name or SSN' },
  { name: 'plate', description: 'Look up a vehicle by plate or VIN' },
  { name: 'serial', description: 'Look up a weapon by serial number' },
] as const;

const definition = {
  name: 'lookup',
  description: 'Search the database (officers)',
  type: ApplicationCommandType.ChatInput,
  contexts: [InteractionContextType.Guild],
  options: kinds.map((k) => ({
    name: k.name,
    description: k.description,
    type: ApplicationCommandOptionType.Subcommand as const,
    options: [
      {
        name: 'query',
        description: 'What to search for',
        type: ApplicationCommandOptionType.String as const,
        required: true,
        autocomplete: true,
        max_length: MAX_QUERY,
      },
    ],
  })),
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const lookupSchema = z.object({
  kind: z.enum(['name', 'plate', 'serial'], said('lookup.use')),
  query: z
    .string(said('lookup.enterQuery'))
    .trim()
    .min(1, said('lookup.enterQuery'))
    .max(MAX_QUERY, said('lookup.queryTooLong', { count: MAX_QUERY + 1 })),
});

const TITLE = {
  name: 'lookup.title.name',
  plate: 'lookup.title.plate',
  serial: 'lookup.title.serial',
} as const;

/** "⚠️ 2 active warrants". */
const warrantCount = (t: DiscordT, count: number) =>
  t(count > 1 ? 'lookup.warrants' : 'lookup.warrant', { count });

function ownerLine(owner: CivilianFlags | undefined, t: DiscordT): string {
  if (!owner) return '';
  const warrants = owner.activeWarrants ? ` · ${warrantCount(t, owner.activeWarrants)}` : '';
  return `${escapeMarkdown(owner.name)}${warrants}`;
}

function licenseLine(flags: CivilianFlags, t: DiscordT): string {
  if (!flags.licenses.length) return t('lookup.noLicenses');
  return flags.licenses
    .map((l) => `${escapeMarkdown(l.type.split(' - ')[0] ?? '')}: ${escapeMarkdown(l.status)}`)
    .join(', ');
}

/** The ranked matches (the Search Database's suggestions) with what an officer must see. */
async function search(
  deps: InteractionDeps,
  department: Parameters<typeof civilianFlags>[1],
  kind: 'name' | 'plate' | 'serial',
  query: string,
  t: DiscordT,
): Promise<APIEmbedField[]> {
  const now = deps.now();
  if (kind === 'name') {
    const people = await suggestNames(deps.db, query, LOOKUP_MATCHES);
    const flags = await civilianFlags(
      deps.db,
      department,
      people.map((p) => p._id),
      now,
    );
    return people.map((p) => {
      const f = flags.get(p._id)!;
      const warrants = f.activeWarrants
        ? warrantCount(t, f.activeWarrants)
        : t('lookup.noWarrants');
      return {
        name: t('lookup.person', {
          name: escapeMarkdown(p.name),
          date: escapeMarkdown(discordDate(p.dateOfBirth, deps.language)),
        }),
        value: `${warrants}\n${licenseLine(f, t)}`,
      };
    });
  }
  if (kind === 'plate') {
    const vehicles = await suggestVehicles(deps.db, query, LOOKUP_MATCHES);
    const [flags, owners] = await Promise.all([
      vehicleFlags(
        deps.db,
        vehicles.map((v) => v._id),
      ),
      civilianFlags(deps.db, department, [...new Set(vehicles.map((v) => v.civilianId))], now),
    ]);
    return vehicles.map((v) => {
      const f = flags.get(v._id)!;
      return {
        name: escapeMarkdown(
          `${v.plate} · ${[v.color, v.make, v.model].filter(Boolean).join(' ')}`,
        ),
        value:
          `${f.stolen ? t('lookup.stolen') : t('lookup.registration', { status: f.status })} · ${t(f.insured ? 'lookup.insured' : 'lookup.uninsured')}\n` +
          t('lookup.owner', { owner: ownerLine(owners.get(v.civilianId), t) }),
      };
    });
  }
  const weapons = await suggestWeapons(deps.db, query, LOOKUP_MATCHES);
  const owners = await civilianFlags(
    deps.db,
    department,
    [...new Set(weapons.map((w) => w.civilianId))],
    now,
  );
  return weapons.map((w) => ({
    name: escapeMarkdown(`${w.serialNumber} · ${w.weaponType}`),
    value: t('lookup.registeredTo', { owner: ownerLine(owners.get(w.civilianId), t) }),
  }));
}

/**
 * /lookup name|plate|serial: the Search Database's ranked search for officers, privately,
 * with the flags that matter on a stop (warrants, STOLEN, license status).
 */
async function execute(
  deps: InteractionDeps,
  interaction: APIChatInputApplicationCommandInteraction,
) {
  return answering(deps, '/lookup', async () => {
    const member = await loadMember(deps, interaction);
    const { officer } = await requireUnit(deps, member, ['police']);
    const options = readOptions(interaction.data.options);
    const t = say(deps);
    const { kind, query } = parseOptions(
      lookupSchema,
      { kind: options.subcommand, query: options.values.query },
      deps.language,
    );
    await enforceLimit(deps, 'discord_lookup', member);
    // Member-written text in every part is escaped in search(); the lengths are cut to
    // Discord's limits on the way out (handleInteraction), never mid-escape.
    const fields = await search(deps, officer.department, kind, query, t);
    return {
      type: InteractionResponseType.ChannelMessageWithSource,
      data: {
        flags: MessageFlags.Ephemeral,
        embeds: [
          {
            title: t(TITLE[kind], { query: escapeMarkdown(query) }),
            ...(fields.length ? { fields } : { description: t('lookup.noMatches') }),
            footer: {
              text: t('lookup.footer', { department: officer.department, count: LOOKUP_MATCHES }),
            },
          },
        ],
      },
    };
  });
}

async function autocomplete(
  deps: InteractionDeps,
  interaction: APIApplicationCommandAutocompleteInteraction,
) {
  try {
    await requireUnit(deps, await loadMember(deps, interaction), ['police']);
    const options = readOptions(interaction.data.options);
    const typed = (options.focused?.value ?? '').slice(0, MAX_QUERY);
    if (options.subcommand === 'name') {
      const people = await suggestNames(deps.db, typed);
      return choices(
        people.map((p) => ({
          name: say(deps)('lookup.person', {
            name: p.name,
            date: discordDate(p.dateOfBirth, deps.language),
          }),
          value: p.name,
        })),
      );
    }
    if (options.subcommand === 'plate') {
      const vehicles = await suggestVehicles(deps.db, typed);
      return choices(
        vehicles.map((v) => ({ name: `${v.plate} · ${v.make} ${v.model}`, value: v.plate })),
      );
    }
    if (options.subcommand === 'serial') {
      const weapons = await suggestWeapons(deps.db, typed);
      return choices(
        weapons.map((w) => ({
          name: `${w.serialNumber} · ${w.weaponType}`,
          value: w.serialNumber,
        })),
      );
    }
    return choices([]);
  } catch (err) {
    if (err instanceof Refusal) return choices([]);
    throw err;
  }
}

export const lookupCommand = {
  definition,
  permission: 'Public safety role, with a registered officer profile',
  execute,
  autocomplete,
} satisfies Command;

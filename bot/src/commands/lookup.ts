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
import { escapeMarkdown } from '@tenfour/db/discord';
import {
  civilianFlags,
  vehicleFlags,
  type CivilianFlags,
  suggestNames,
  suggestVehicles,
  suggestWeapons,
} from '@tenfour/db/records';
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
  kind: z.enum(['name', 'plate', 'serial'], { message: 'Use /lookup name, plate or serial.' }),
  query: z
    .string({ message: 'Enter a name, plate or serial number to search.' })
    .trim()
    .min(1, 'Enter a name, plate or serial number to search.')
    .max(MAX_QUERY, `Keep the search under ${MAX_QUERY + 1} characters.`),
});

function ownerLine(owner: CivilianFlags | undefined): string {
  if (!owner) return '';
  const warrants = owner.activeWarrants
    ? ` · ⚠️ ${owner.activeWarrants} active warrant${owner.activeWarrants > 1 ? 's' : ''}`
    : '';
  return `${escapeMarkdown(owner.name)}${warrants}`;
}

function licenseLine(flags: CivilianFlags): string {
  if (!flags.licenses.length) return 'No licenses';
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
        ? `⚠️ ${f.activeWarrants} active warrant${f.activeWarrants > 1 ? 's' : ''}`
        : 'No active warrants';
      return {
        name: `${escapeMarkdown(p.name)} (born ${escapeMarkdown(p.dateOfBirth)})`,
        value: `${warrants}\n${licenseLine(f)}`,
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
          `${f.stolen ? '🚨 STOLEN' : `Registration: ${f.status}`} · ${f.insured ? 'Insured' : 'Uninsured'}\n` +
          `Owner: ${ownerLine(owners.get(v.civilianId))}`,
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
    value: `Registered to: ${ownerLine(owners.get(w.civilianId))}`,
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
    const { kind, query } = parseOptions(lookupSchema, {
      kind: options.subcommand,
      query: options.values.query,
    });
    await enforceLimit(deps, 'discord_lookup', member);
    // Member-written text in every part is escaped in search(); the lengths are cut to
    // Discord's limits on the way out (handleInteraction), never mid-escape.
    const fields = await search(deps, officer.department, kind, query);
    return {
      type: InteractionResponseType.ChannelMessageWithSource,
      data: {
        flags: MessageFlags.Ephemeral,
        embeds: [
          {
            title: `Lookup (${kind}): ${escapeMarkdown(query)}`,
            ...(fields.length ? { fields } : { description: 'No matches.' }),
            footer: { text: `${officer.department} records · top ${LOOKUP_MATCHES} matches` },
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
        people.map((p) => ({ name: `${p.name} (born ${p.dateOfBirth})`, value: p.name })),
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

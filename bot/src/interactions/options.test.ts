import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { escapeMarkdown } from '@tenfour/db/discord';
import { commands } from '../commands';
import {
  ephemeral,
  insertCivilian,
  officerMember,
  PATHS,
  setUpCadTest,
  stringOption,
  subcommand,
} from '../testing/bot-test';

// Discord input held to the web's rules, over the gateway and the signed HTTP endpoint: text
// the database cannot store (a NUL, a lone surrogate) in any option of any slash command gets
// a clear private sentence, never a database error, and its suggestions are an empty list,
// never an error; member-written text in every reply is shown as typed, never rendered.

const cad = setUpCadTest();
const NUL = 'Main St\u0000';
const MARKDOWN = '@everyone **Fast** ~~Crossed~~ ||Hidden|| <@&1>';
let officerId: string;
let civilianId: string;
const tag = randomInt(10_000, 99_999);

/** Every string option of every command, as [command, subcommand, option, autocomplete]. */
const STRING_OPTIONS = [...commands.values()].flatMap((command) => {
  type Opt = { name: string; type: number; autocomplete?: boolean; options?: Opt[] };
  const options = (command.definition.options ?? []) as Opt[];
  const leaf = (sub: string, list: Opt[]) =>
    list
      .filter((o) => o.type === 3)
      .map((o) => [command.definition.name, sub, o.name, o.autocomplete === true] as const);
  return [
    ...leaf('', options),
    ...options.filter((o) => o.type === 1).flatMap((s) => leaf(s.name, s.options ?? [])),
  ];
});

beforeAll(async () => {
  const { discordId, officer: unit } = await officerMember(cad.ctx);
  officerId = discordId;
  await cad.ctx.db
    .updateTable('officers')
    .set({ callsign: `**T**-${tag}` })
    .where('id', '=', unit.id)
    .execute();
  civilianId = await insertCivilian(cad.ctx, officerId, {
    first: `MD${tag} ${MARKDOWN}`,
    last: `**Bold${tag}** ||Hidden||`,
  });
  await cad.ctx.db
    .insertInto('vehicles')
    .values({
      civilian_id: civilianId,
      plate: `MD${tag}`,
      vin: null,
      make: '**Fast**',
      model: '~~Crossed~~',
      year: 2015,
      color: '@everyone',
      status: 'Valid',
      updated_at: new Date(),
    })
    .execute();
  await cad.ctx.db
    .insertInto('weapons')
    .values({
      civilian_id: civilianId,
      weapon_type: '||Hidden|| **Pistol**',
      serial_number: `WPN-MD${tag}`,
      registered_name: 'x',
      updated_at: new Date(),
    })
    .execute();
});

/** Values that make every option of a command valid, but for the one under test. */
function validOptions(command: string): Record<string, string> {
  if (command === '911') {
    return {
      civilian: civilianId,
      department: 'Xbox',
      location: 'Main St',
      description: 'A fire',
      services: 'fire',
      postal: '101',
    };
  }
  if (command === 'bank') return { civilian: civilianId };
  if (command === 'status') return { code: '10-8' };
  return { query: `MD${tag}` };
}

/** Every markup character preceded by a backslash (an escaped backslash counts as one). */
function rendersNothing(text: string): boolean {
  return !/(^|[^\\])(\\\\)*[*_~`|>#[\]<@]/.test(text);
}

describe.each(PATHS)('hostile options over the %s', (path) => {
  const send = (command: string, sub: string, values: Record<string, string>, focused?: string) => {
    const options = Object.entries(values).map(([name, value]) =>
      stringOption(name, value, name === focused),
    );
    return cad.command(
      path,
      command,
      officerId,
      sub ? [subcommand(sub, options)] : options,
      focused ? 4 : 2,
    );
  };

  it.each(STRING_OPTIONS)(
    '/%s %s: text that cannot be stored in %s is refused in a sentence',
    async (command, sub, option) => {
      for (const bad of [NUL, 'x\uD800y']) {
        const reply = await send(command, sub, { ...validOptions(command), [option]: bad });
        const name = `${option.charAt(0).toUpperCase()}${option.slice(1)}`;
        expect(reply).toEqual(ephemeral(`❌ ${name} contains characters that cannot be stored.`));
      }
    },
  );

  it.each(STRING_OPTIONS.filter(([, , , autocomplete]) => autocomplete))(
    '/%s %s: suggestions for %s with text that cannot be stored are an empty list',
    async (command, sub, option) => {
      const reply = await send(command, sub, { ...validOptions(command), [option]: NUL }, option);
      expect(reply).toEqual({ type: 8, data: { choices: [] } });
    },
  );

  it('/lookup shows member-written text as typed in every part of its embeds', async () => {
    for (const [kind, query] of [
      ['name', `MD${tag}`],
      ['plate', `MD${tag}`],
      ['serial', `WPN-MD${tag}`],
    ] as const) {
      const reply = await send('lookup', kind, { query });
      const embed = reply.data!.embeds![0]!;
      expect(embed.fields?.length, kind).toBeGreaterThan(0);
      for (const text of [
        embed.title ?? '',
        embed.description ?? '',
        ...embed.fields!.flatMap((f) => [f.name, f.value]),
      ]) {
        expect(rendersNothing(text), `${kind}: ${text}`).toBe(true);
      }
    }
    const name = await send('lookup', 'name', { query: `MD${tag}` });
    expect(name.data!.embeds![0]!.fields![0]!.name).toBe(
      `${escapeMarkdown(`MD${tag} ${MARKDOWN} **Bold${tag}** ||Hidden||`)} (born 1990-04-12)`,
    );
  });

  it('/duty and /status name the unit as typed', async () => {
    const duty = await send('duty', 'on', {});
    expect(duty.data?.content).toContain(`\\*\\*T\\*\\*-${tag} (Xbox) is`);
    const status = await send('status', '', { code: '10-8' });
    expect(status.data?.content).toContain(`\\*\\*T\\*\\*-${tag} (Xbox) is`);
    for (const reply of [duty, status]) expect(rendersNothing(reply.data!.content!)).toBe(true);
  });
});

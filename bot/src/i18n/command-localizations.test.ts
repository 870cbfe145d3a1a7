import { describe, expect, it } from 'vitest';
import type { APIApplicationCommandOption } from 'discord-api-types/v10';
import { commands } from '../commands';
import { COMMAND_LOCALES } from './localize-commands';

// Discord refuses the whole registration when one name or description breaks its rules
// (docs: Application Commands, "Localization" and "Application Command Naming").
const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const LOCALES = Object.keys(COMMAND_LOCALES);

interface Entry {
  path: string;
  name: string;
  description: string;
  name_localizations?: Record<string, string | null> | null;
  description_localizations?: Record<string, string | null> | null;
  options?: readonly APIApplicationCommandOption[];
}

function walk(entry: Entry, parent = ''): Entry[] {
  const path = parent ? `${parent} ${entry.name}` : entry.name;
  const options = (entry.options ?? []) as unknown as Entry[];
  return [{ ...entry, path }, ...options.flatMap((o) => walk(o, path))];
}

const entries = [...commands.values()].flatMap((c) => walk(c.definition as Entry));
const siblings = [...commands.values()].flatMap((c) =>
  walk(c.definition as Entry).map((e) => (e.options ?? []) as unknown as Entry[]),
);

describe('slash command localizations', () => {
  it('cover German and both Spanish locales', () => {
    expect(LOCALES.sort()).toEqual(['de', 'es-419', 'es-ES']);
    expect(entries.length).toBeGreaterThan(20);
  });

  it.each(entries.map((e) => [e.path, e] as const))(
    '%s has a name and description in every locale, within the limits',
    (_path, entry) => {
      for (const locale of LOCALES) {
        const name = entry.name_localizations?.[locale];
        const description = entry.description_localizations?.[locale];
        expect(name, `${locale} name`).toMatch(NAME);
        expect(name, `${locale} name is lowercase`).toBe(name?.toLowerCase());
        expect(description?.length, `${locale} description`).toBeGreaterThanOrEqual(1);
        expect(description!.length, `${locale} description`).toBeLessThanOrEqual(100);
      }
    },
  );

  it('keep the English names, and the English ones within the limits too', () => {
    for (const entry of entries) {
      expect(entry.name, entry.path).toMatch(NAME);
      expect(entry.description.length, entry.path).toBeLessThanOrEqual(100);
    }
    expect([...commands.keys()].sort()).toEqual([
      '911',
      'bank',
      'buy',
      'duty',
      'inventory',
      'lookup',
      'resync',
      'shop',
      'status',
    ]);
  });

  it('name the /911 services choices in every locale, within 100 characters', () => {
    const services = entries.find((e) => e.path === '911 services') as Entry & {
      choices: { name: string; name_localizations?: Record<string, string> }[];
    };
    expect(services.choices.length).toBe(7);
    for (const choice of services.choices) {
      for (const locale of LOCALES) {
        const name = choice.name_localizations?.[locale] ?? '';
        expect(name.length, `${choice.name} ${locale}`).toBeGreaterThanOrEqual(1);
        expect(name.length).toBeLessThanOrEqual(100);
      }
    }
    expect(services.choices.at(-1)!.name_localizations).toEqual({
      de: 'Polizei + Feuerwehr + Rettungsdienst',
      'es-ES': 'Policía + Bomberos + Ambulancia',
      'es-419': 'Policía + Bomberos + Ambulancia',
    });
  });

  it('never give two options of one command the same name in a locale', () => {
    for (const options of siblings) {
      for (const locale of LOCALES) {
        const names = options.map((o) => o.name_localizations?.[locale]);
        expect(new Set(names).size, names.join(', ')).toBe(names.length);
      }
    }
    for (const locale of LOCALES) {
      const names = [...commands.values()].map(
        (c) => (c.definition as Entry).name_localizations?.[locale],
      );
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

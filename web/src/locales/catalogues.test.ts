import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@tenfour/db/browser';

// The shipped catalogues stay complete and in step: every key in every language, the same
// placeholders in each, every plural form a language needs, and no key the code no longer
// uses. docs/languages.md says how to add a key or a language.

type Tree = { [key: string]: string | Tree };

const catalogues = import.meta.glob<Tree>('./*/index.ts', { eager: true, import: 'default' });
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');

/** Each base key (plural forms folded together) with its forms' texts. */
function keysOf(language: string): Map<string, Map<string, string>> {
  const tree = catalogues[`./${language}/index.ts`];
  if (!tree) throw new Error(`No catalogue ${language}/index.ts`);
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of flatten(tree)) {
    const base = baseKey(key);
    const forms = out.get(base) ?? new Map<string, string>();
    forms.set(PLURAL.exec(key)?.[1] ?? '', text);
    out.set(base, forms);
  }
  return out;
}

/** `{{name}}` placeholders and `<brand>` tags: what the code fills in, in every language. */
const placeholders = (texts: Iterable<string>) =>
  [...new Set([...texts].flatMap((t) => t.match(/\{\{\s*[\w.]+\s*\}\}|<\/?[\w-]+\s*\/?>/g) ?? []))]
    .map((p) => p.replace(/\s/g, ''))
    .sort();

const english = keysOf('en');

describe('message catalogues', () => {
  it('ship one catalogue for each language in the menu, and no other', () => {
    expect(Object.keys(catalogues).sort()).toEqual(
      LANGUAGE_CODES.map((c) => `./${c}/index.ts`).sort(),
    );
  });

  it.each(LANGUAGE_CODES)('%s gathers every feature file English has, and no other', (language) => {
    const features = (lang: string) =>
      Object.keys(files)
        .filter((f) => f.startsWith(`./${lang}/`))
        .map((f) => f.slice(lang.length + 3));
    expect(features(language).sort()).toEqual(features('en').sort());
    const index = catalogues[`./${language}/index.ts`] ?? {};
    for (const file of features('en')) {
      const feature = file.replace(/\.json$/, '');
      expect(index[feature], `${language}/index.ts gathers ${file}`).toBe(
        files[`./${language}/${file}`],
      );
    }
  });

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))(
    '%s has every key English has, and no other',
    (language) => {
      const keys = keysOf(language);
      expect(
        [...english.keys()].filter((k) => !keys.has(k)),
        'missing',
      ).toEqual([]);
      expect(
        [...keys.keys()].filter((k) => !english.has(k)),
        'not in English',
      ).toEqual([]);
    },
  );

  it.each(LANGUAGE_CODES)(
    '%s has the same placeholders as English, and its plural forms',
    (language) => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, forms] of keysOf(language)) {
        const source = english.get(key);
        if (!source) continue;
        expect(placeholders(forms.values()), key).toEqual(placeholders(source.values()));
        if (!forms.has('')) {
          expect([...forms.keys()].sort(), `${key}: plural forms`).toEqual([...categories].sort());
        }
        for (const text of forms.values()) expect(text.trim(), key).not.toBe('');
      }
    },
  );

  it('hold only keys the code uses, and the code uses only keys they hold', () => {
    const used = new Set<string>();
    const dynamic: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const m of text.matchAll(/\bt\(\s*(['"])([\w.-]+)\1/g)) used.add(m[2]!);
      for (const m of text.matchAll(/i18nKey=\{?\s*(['"])([\w.-]+)\1/g)) used.add(m[2]!);
      // A key built at run time cannot be checked: write each one out (a map of t('...') calls).
      if (/\bt\(\s*`|i18nKey=\{\s*`/.test(text)) dynamic.push(file);
    }
    expect(dynamic, 'keys built at run time').toEqual([]);
    expect([...used].filter((k) => !english.has(k)).sort(), 'used but missing').toEqual([]);
    expect([...english.keys()].filter((k) => !used.has(k)).sort(), 'unused').toEqual([]);
  });
});

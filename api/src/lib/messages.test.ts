import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recogniseMessage } from './messages';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'testing' ? [] : sources(full);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [full] : [];
  });
}

// A message as written in code: a quoted string, or a template whose `${...}` become a value.
const LITERAL = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\`(?:[^\`\\]|\\.)*\`)`;
const CONSTANT = new RegExp(String.raw`const [A-Z_]+ =\s*` + LITERAL + ';', 'g');
const THROWS = [
  new RegExp(String.raw`new DomainError\(\s*'\w+',\s*` + LITERAL, 'g'),
  new RegExp(String.raw`\b(?:badRequest|conflict|unprocessable|forbidden)\(\s*` + LITERAL, 'g'),
  new RegExp(String.raw`new AppError\(\s*\d+,\s*` + LITERAL, 'g'),
  new RegExp(String.raw`errorBody\(\s*` + LITERAL, 'g'),
  CONSTANT,
];

/** Messages whose `${...}` is one of a few English words or sentences: each one they can say. */
const VARIANTS: Record<string, string[]> = {
  'This request was already 7.': ['approved', 'rejected', 'denied'].map(
    (s) => `This request was already ${s}.`,
  ),
  'You can only 7 fire/rescue units.': ['attach', 'detach'].map(
    (verb) => `You can only ${verb} fire/rescue units.`,
  ),
  'You already have 7 profile in the 7 department.': ['an officer', 'a fire/rescue'].map(
    (which) => `You already have ${which} profile in the LSPD department.`,
  ),
  '7 profile not found.': ['Officer profile not found.', 'Fire/rescue profile not found.'],
  'You are on duty with your 7 7profile. 7': ['', 'officer ', 'fire/rescue '].flatMap((which) =>
    ['Clock out (10-7) there first.', 'Go Out of Service there first.'].map(
      (hint) => `You are on duty with your LSPD ${which}profile. ${hint}`,
    ),
  ),
  'This civilian is already recorded as 7.': ['deceased', 'alive'].map(
    (s) => `This civilian is already recorded as ${s}.`,
  ),
  '7 not found.': ['Page', 'Wallet', 'Member', 'Delivery', 'Officer', 'Resource'].map(
    (what) => `${what} not found.`,
  ),
};

function sample(literal: string): string {
  return literal
    .slice(1, -1)
    .replace(/\$\{[^}]*\? '' : 's'\}/g, 's')
    .replace(/\$\{[^}]*\}/g, '7');
}

// Domain operations and handlers keep writing English; the API names each message's catalogue
// key beside it. A message changed in code but not in db/src/messages/en.ts would lose its key.
describe('every refusal written in code has a catalogue key', () => {
  const files = [...sources(path.join(ROOT, 'db/src')), ...sources(path.join(ROOT, 'api/src'))];
  const found: { file: string; message: string }[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of THROWS) {
      for (const match of text.matchAll(pattern)) {
        const message = sample(match[1]!);
        // Constants that are not sentences (SQL, labels, paths) are no refusals.
        if (pattern === CONSTANT && !/^[A-Z].*[.!?]$/.test(message)) continue;
        // "field: message" names its field issue, which carries the key.
        if (/^\w+: 7$/.test(message)) continue;
        for (const variant of VARIANTS[message] ?? [message]) {
          found.push({ file: path.relative(ROOT, file), message: variant });
        }
      }
    }
  }

  it('finds the refusals', () => {
    expect(found.length).toBeGreaterThan(80);
  });

  it.each(found)('$file: $message', ({ message }) => {
    expect(recogniseMessage(message)).toBeDefined();
  });
});

describe('recogniseMessage', () => {
  it('reads the parameters back, numbers as numbers', () => {
    expect(recogniseMessage('Call #12 is already closed.')).toEqual({
      key: 'dispatch.callClosed',
      params: { callNumber: 12 },
    });
    expect(recogniseMessage('Civilian not found.')).toEqual({
      key: 'civilians.notFound',
      params: {},
    });
    expect(recogniseMessage('Nothing the catalogue says.')).toBeUndefined();
  });
});

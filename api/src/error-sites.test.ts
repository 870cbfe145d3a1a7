import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@tenfour/db/browser';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sources(full);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [full] : [];
  });
}

// What a refusal is raised with, as written: `new DomainError(code, <this>`, `new AppError(status,
// <this>`, and the handler shorthands' first argument.
const RAISED = [
  /new DomainError(?:<[^>]*>)?\(\s*'\w+',\s*([^,)]+)/g,
  /\bsuper\(\s*'\w+',\s*([^,)]+)/g,
  /new AppError\(\s*[\w.]+,\s*([^,)]+)/g,
  /\b(?:appError|keyedBody)\(\s*\d+,\s*([^,)]+)/g,
  /\b(?:badRequest|forbidden|notFound|conflict|unprocessable)\(\s*([^,)]+)/g,
  /\b(?:fieldError|fieldIssue|keyedIssue)\(\s*[^,]+,\s*([^,)]+)/g,
  /\b(?:catalogued|englishMessage|said)\(\s*([^,)]+)/g,
];
const QUOTED = /^(['"`])(.*)\1$/s;

// A refusal is raised by its catalogue key (its English is that entry filled in), so a client
// can say it in the reader's language: never by English text written at the throw site.
describe('every refusal is raised by a catalogue key', () => {
  const files = [...sources(path.join(ROOT, 'db/src')), ...sources(path.join(ROOT, 'api/src'))];
  const sites: { site: string; argument: string }[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of RAISED) {
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        sites.push({ site: `${path.relative(ROOT, file)}:${line}`, argument: match[1]!.trim() });
      }
    }
  }

  it('finds the refusals', () => {
    expect(sites.length).toBeGreaterThan(100);
  });

  it('names a key wherever a refusal is written as a literal', () => {
    const literal = sites.flatMap(({ site, argument }) => {
      const quoted = QUOTED.exec(argument);
      return quoted ? [{ site, text: quoted[2]! }] : [];
    });
    const notKeys = literal.filter(({ text }) => !Object.hasOwn(en, text));
    expect(notKeys).toEqual([]);
  });
});

// What a route answers with when a request succeeds: `message` comes from `said(key, params)`
// (api/src/said.ts), never an English sentence written in the route, so the web can say it in
// the reader's language.
const LITERAL_MESSAGE = /\bmessage\s*:\s*(?:[^,;{}'"`]*\?\s*)?['"`]/g;

describe('every success message is said by a catalogue key', () => {
  const routes = sources(path.join(ROOT, 'api/src')).filter((f) => f.endsWith('.routes.ts'));

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it('writes no English message in a route', () => {
    const literal = routes.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [...text.matchAll(LITERAL_MESSAGE)].map(
        (m) => `${path.relative(ROOT, file)}:${text.slice(0, m.index).split('\n').length}`,
      );
    });
    expect(literal).toEqual([]);
  });

  it('catches a literal, a template and a choice between sentences', () => {
    for (const text of [
      "{ success: true, message: 'Civilian deleted.' }",
      '{ message: `Call #${n} closed.` }',
      "{ message:\n  paid ? 'Fine paid.' : 'Already paid.' }",
    ]) {
      expect(text.match(LITERAL_MESSAGE), text).not.toBeNull();
    }
    expect("{ ...said('civilians.done.deleted') }".match(LITERAL_MESSAGE)).toBeNull();
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSTALL_LINE, missingPrerequisites, reportPrerequisites } from './prerequisites';

// `npm test` on a fresh machine: the README's one install line is everything the browser tests
// need, and what is missing is named at the start of the run instead of failing a test later.

describe('the browser tests’ prerequisites', () => {
  it('the README installs them all in one line', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain(INSTALL_LINE);
  });

  it('names the missing browser and font', () => {
    expect(missingPrerequisites({ chrome: true, emojiFont: true })).toEqual([]);
    const missing = missingPrerequisites({ chrome: false, emojiFont: false });
    expect(missing.join(' ')).toMatch(/Chromium/);
    expect(missing.join(' ')).toMatch(/Noto Color Emoji/);
  });

  it('fails the run in CI and warns loudly, once, elsewhere', () => {
    const missing = missingPrerequisites({ chrome: true, emojiFont: false });
    expect(() => reportPrerequisites(missing, true)).toThrow(
      /Noto Color Emoji.*apt-get install -y chromium fonts-noto-color-emoji/,
    );
    const warnings: string[] = [];
    reportPrerequisites(missing, false, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Noto Color Emoji/);
    reportPrerequisites([], true, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
  });

  it('finds the font file without fontconfig', async () => {
    const { emojiFontInstalled } = await import('./prerequisites');
    const dir = mkdtempSync(path.join(tmpdir(), 'fonts-'));
    try {
      const savedPath = process.env.PATH;
      // No fc-list on the PATH: the directories are searched.
      process.env.PATH = dir;
      try {
        expect(emojiFontInstalled([dir])).toBe(false);
        mkdirSync(path.join(dir, 'truetype', 'noto'), { recursive: true });
        writeFileSync(path.join(dir, 'truetype', 'noto', 'NotoColorEmoji.ttf'), '');
        expect(emojiFontInstalled([dir])).toBe(true);
      } finally {
        process.env.PATH = savedPath;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

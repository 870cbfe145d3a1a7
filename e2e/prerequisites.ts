import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The one line that installs everything the browser tests need (README, "npm test"). */
export const INSTALL_LINE = 'apt-get install -y chromium fonts-noto-color-emoji';

const EMOJI_FONT = 'Noto Color Emoji';
const FONT_DIRS = ['/usr/share/fonts', '/usr/local/share/fonts'];

export function chromePath(): string | undefined {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

function hasFontFile(dir: string, depth = 4): boolean {
  if (depth < 0 || !existsSync(dir)) return false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^NotoColorEmoji.*\.ttf$/i.test(entry.name)) return true;
    if (entry.isDirectory() && hasFontFile(path.join(dir, entry.name), depth - 1)) return true;
  }
  return false;
}

/**
 * Whether Chromium can draw emoji in colour: it finds fonts through fontconfig, so `fc-list`
 * is asked first; without it, the font directories are searched for the font's file.
 */
export function emojiFontInstalled(fontDirs: string[] = FONT_DIRS): boolean {
  try {
    const out = execFileSync('fc-list', [`:family=${EMOJI_FONT}`, 'family'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.includes(EMOJI_FONT);
  } catch {
    return fontDirs.some((dir) => hasFontFile(dir));
  }
}

/** What the browser tests need and this machine lacks, by name. */
export function missingPrerequisites(
  found: { chrome: boolean; emojiFont: boolean } = {
    chrome: chromePath() !== undefined,
    emojiFont: emojiFontInstalled(),
  },
): string[] {
  const missing: string[] = [];
  if (!found.chrome) missing.push('Chromium (not at /usr/bin/chromium; or set CHROME_PATH)');
  if (!found.emojiFont) missing.push(`the ${EMOJI_FONT} font (package fonts-noto-color-emoji)`);
  return missing;
}

/**
 * Said once, at the start of a browser-test run: a missing prerequisite fails the run in CI
 * (CI=true), where it is a broken setup, and is a loud warning locally, where the tests that
 * need it are skipped (never failed by an assertion that cannot say why).
 */
export function reportPrerequisites(
  missing: string[] = missingPrerequisites(),
  ci = Boolean(process.env.CI),
  warn: (message: string) => void = console.warn,
): void {
  if (!missing.length) return;
  const message = `Browser tests need ${missing.join(' and ')}. Install with: ${INSTALL_LINE}`;
  if (ci) throw new Error(message);
  warn(`\n*** SKIPPING WHAT NEEDS IT: ${message} ***\n`);
}

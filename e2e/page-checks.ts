import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page and returns the serious and critical
 * violations. The page's context must bypass CSP: the engine is injected as a script.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run((globalThis as unknown as { document: unknown }).document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const g = globalThis as unknown as {
      innerWidth: number;
      document: { documentElement: { scrollWidth: number } };
    };
    return g.document.documentElement.scrollWidth - g.innerWidth;
  });
}

/** The elements that stick out past the right edge of the window, for a readable failure. */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const g = globalThis as unknown as {
      innerWidth: number;
      document: { querySelectorAll(s: string): ArrayLike<Element> };
    };
    type Element = {
      getBoundingClientRect(): { right: number };
      tagName: string;
      className: string;
      textContent: string | null;
    };
    const out: string[] = [];
    for (const el of Array.from(g.document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > g.innerWidth + 1)
        out.push(
          `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 40)}" right=${Math.round(r.right)}`,
        );
    }
    return out.slice(0, 12);
  });
}

/**
 * The buttons (and links drawn as buttons) whose text does not fit them: wider or taller than
 * the box shows, so part of the label is cut off or spills over. Hidden ones are skipped.
 */
export async function clippedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = {
      getBoundingClientRect(): { width: number; height: number };
      scrollWidth: number;
      clientWidth: number;
      scrollHeight: number;
      clientHeight: number;
      tagName: string;
      className: string;
      textContent: string | null;
    };
    const g = globalThis as unknown as {
      document: { querySelectorAll(s: string): ArrayLike<Box> };
    };
    const out: string[] = [];
    for (const el of Array.from(g.document.querySelectorAll('button, a.btn, [role="button"]'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        out.push(
          `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
        );
    }
    return out.slice(0, 12);
  });
}

/** Waits until the screen has its heading and has stopped saying it is loading. */
export async function screenSettled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () => {
      const body = (globalThis as unknown as { document: { body: { innerText: string } } }).document
        .body.innerText;
      // English, or the pseudo-locale's "Ļöáðíñĝ".
      return !/Loading(\.\.\.| your)|Ļöáðíñĝ/.test(body);
    },
    undefined,
    { timeout: 10_000 },
  );
  await page.waitForTimeout(250);
}

/**
 * What a screen did wrong while it was open, beyond its looks: a request the server refused
 * with 403 (a screen the persona may open must not ask for what it may not read) and any
 * console or page error. `take` returns what was seen since the last call.
 */
export function watchRequestsAndConsole(page: Page): { take(): string[] } {
  let seen: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 403)
      seen.push(`403 ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') seen.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => seen.push(`page error: ${err.message}`));
  return {
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}

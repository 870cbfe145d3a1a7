import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';
import {
  clippedButtons,
  horizontalOverflow,
  overflowingElements,
  screenSettled,
  seriousA11yViolations,
  watchRequestsAndConsole,
} from './page-checks';
import { ROUTES, VIEWPORTS, type SweepRole } from './routes';

const PERSON = {
  civilian: PEOPLE.civilian,
  officer: PEOPLE.officer,
  firefighter: PEOPLE.firefighter,
  dispatcher: PEOPLE.dispatcher,
  admin: PEOPLE.admin,
} as const;

/**
 * Gives a member what their screens show when in use: a civilian with a vehicle and a weapon
 * (long values, the widest rows), and an officer profile for those in public safety.
 */
async function furnish(stack: Stack, role: Exclude<SweepRole, 'signedOut'>, n: number) {
  const { context } = await stack.signedIn(PERSON[role]);
  const { civilian } = await apiPost<{ civilian: { _id: string } }>(
    stack,
    context,
    '/api/civilians',
    {
      firstName: 'Alexandrina',
      lastName: `Montgomery-Whitfield${'x'.repeat(n)}`,
      dateOfBirth: '1990-04-12',
      knownAliases: [],
    },
  );
  await apiPost(stack, context, '/api/vehicles/register', {
    plate: `SWP ${n}00`,
    make: 'Vapid',
    model: 'Stanier Police Interceptor',
    year: 2019,
    color: 'Metallic Black',
    insured: true,
    civilianId: civilian._id,
  });
  await apiPost(stack, context, '/api/weapons/register', {
    weaponType: 'Combat Pistol',
    registeredName: 'Alexandrina Montgomery-Whitfield',
    civilianId: civilian._id,
  });
  if (role === 'officer' || role === 'admin') {
    await apiPost(stack, context, '/api/officers', {
      civilianId: civilian._id,
      department: 'Xbox',
      callsign: `SW-${n}`,
    });
  }
  await context.close();
  return civilian._id;
}

describe.runIf(browserAvailable())('every screen as every role, on a phone and a desktop', () => {
  let stack: Stack;
  const civilianOf: Partial<Record<SweepRole, string>> = {};

  beforeAll(async () => {
    stack = await startStack();
    let n = 1;
    for (const role of ['civilian', 'officer', 'firefighter', 'dispatcher', 'admin'] as const)
      civilianOf[role] = await furnish(stack, role, n++);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const roles: SweepRole[] = [
    'signedOut',
    'civilian',
    'officer',
    'firefighter',
    'dispatcher',
    'admin',
  ];
  for (const role of roles) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      it(`${role} at ${viewport.width}×${viewport.height}: no sideways scroll, no serious accessibility violation, no 403, no console error`, async () => {
        const { context, page } =
          role === 'signedOut'
            ? await stack.newPage({ viewport, bypassCSP: true })
            : await stack.signedIn(PERSON[role], { viewport, bypassCSP: true });
        const problems: string[] = [];
        const watch = watchRequestsAndConsole(page);
        try {
          // Every screen behind sign-in, also those of roles the persona lacks: those explain
          // themselves without asking the server for anything it would refuse.
          const visited =
            role === 'signedOut'
              ? ROUTES.filter((r) => r.roles.includes(role))
              : ROUTES.filter((r) => !r.roles.includes('signedOut'));
          for (const route of visited) {
            const path = route.path.replace('{civilian}', civilianOf[role] ?? '');
            watch.take();
            await page.goto(path);
            await screenSettled(page);
            problems.push(...(await checkScreen(page, `${size} ${path}`)));
            problems.push(...watch.take().map((p) => `${size} ${path}: ${p}`));
            if (route.screenshot && size === 'desktop' && route.roles[0] === role)
              await stack.docsScreenshot(page, route.screenshot);
          }
        } finally {
          await context.close();
        }
        expect(problems).toEqual([]);
      }, 240_000);

      // German and Spanish run longer than English: the pseudo-locale stretches every string
      // by about 40%, and no screen may then scroll sideways or cut a button's label.
      it(`${role} at ${viewport.width}×${viewport.height} in the pseudo-locale: no sideways scroll, no clipped button`, async () => {
        const { context, page } =
          role === 'signedOut'
            ? await stack.newPage({ viewport })
            : await stack.signedIn(PERSON[role], { viewport });
        const problems: string[] = [];
        try {
          // On for this tab from here on (docs/languages.md).
          await page.goto('/?lang=pseudo');
          await page.waitForFunction(() => {
            const g = globalThis as unknown as { document: { documentElement: { lang: string } } };
            return g.document.documentElement.lang === 'en-XA';
          });
          const visited =
            role === 'signedOut'
              ? ROUTES.filter((r) => r.roles.includes(role))
              : ROUTES.filter((r) => !r.roles.includes('signedOut'));
          for (const route of visited) {
            const path = route.path.replace('{civilian}', civilianOf[role] ?? '');
            await page.goto(path);
            await screenSettled(page);
            const where = `pseudo ${size} ${path}`;
            const lang = await page.locator('html').getAttribute('lang');
            if (lang !== 'en-XA')
              problems.push(`${where}: shown in ${lang}, not the pseudo-locale`);
            const overflow = await horizontalOverflow(page);
            if (overflow > 0)
              problems.push(
                `${where}: ${overflow}px wider than the window: ${(await overflowingElements(page)).join('; ')}`,
              );
            for (const button of await clippedButtons(page))
              problems.push(`${where}: clipped ${button}`);
          }
        } finally {
          await context.close();
        }
        expect(problems).toEqual([]);
      }, 240_000);
    }
  }
});

async function checkScreen(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  const overflow = await horizontalOverflow(page);
  if (overflow > 0)
    problems.push(
      `${where}: ${overflow}px wider than the window: ${(await overflowingElements(page)).join('; ')}`,
    );
  for (const v of await seriousA11yViolations(page))
    problems.push(
      `${where}: ${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  return problems;
}

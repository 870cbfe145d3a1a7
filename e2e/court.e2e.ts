import type { Page } from 'playwright-core';
import type { FakeUser } from '@tenfour/db/testing/fake-discord';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASEY, createCivilian, fileCitation, registerOfficer } from './fixtures';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';
import {
  horizontalOverflow,
  overflowingElements,
  screenSettled,
  seriousA11yViolations,
} from './page-checks';
import { VIEWPORTS } from './routes';

const money = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A datetime-local value `days` from now at 14:30, in the browser's time zone. */
const localDateTime = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T14:30`;
};

/** What the overflow and accessibility sweep checks, for a screen it cannot reach as a judge. */
async function screenProblems(page: Page, where: string): Promise<string[]> {
  await screenSettled(page);
  const problems: string[] = [];
  const overflow = await horizontalOverflow(page);
  if (overflow > 0)
    problems.push(
      `${where}: ${overflow}px wider than the window: ${(await overflowingElements(page)).join('; ')}`,
    );
  for (const v of await seriousA11yViolations(page))
    problems.push(`${where}: ${v.impact} ${v.id} (${v.help})`);
  return problems;
}

describe.runIf(browserAvailable())('a contested citation, heard and ruled on', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** Each path's problems, seen by `person` on a phone. */
  async function phoneProblems(person: FakeUser, paths: string[]): Promise<string[]> {
    const { context, page } = await stack.signedIn(person, {
      viewport: VIEWPORTS.phone,
      bypassCSP: true,
    });
    const problems: string[] = [];
    try {
      for (const path of paths) {
        await page.goto(path);
        problems.push(...(await screenProblems(page, path)));
      }
    } finally {
      await context.close();
    }
    return problems;
  }

  it('the civilian contests, the judge schedules a hearing and reduces the fine, the Court tab shows it', async () => {
    const officer = await stack.signedIn(PEOPLE.officer);
    await registerOfficer(stack, officer.context);
    const casey = await stack.signedIn(PEOPLE.civilian);
    const civilianId = await createCivilian(stack, casey.context, CASEY);

    // The officer issues a citation (priced on the server from the penal code).
    const { fine } = await fileCitation(stack, officer.context, civilianId, {
      notes: 'Weaving on Alta St.',
    });
    expect(fine).toBeGreaterThan(1);

    // The civilian contests it from the Records panel with a statement.
    const civ = casey.page;
    await civ.goto('/dashboard/civilian');
    await civ.getByRole('button', { name: /Casey Walker/ }).click();
    const panel = civ.getByRole('region', { name: 'Records', exact: true });
    await panel.getByRole('heading', { name: 'Tickets: 1' }).waitFor();
    await panel.getByRole('button', { name: 'Contest the fine for Reckless Driving' }).click();
    const contest = civ.getByRole('dialog', { name: 'Contest this fine' });
    // An empty statement is refused with the server's reason.
    await contest.getByRole('button', { name: 'Contest fine' }).click();
    await contest.getByRole('alert').waitFor();
    await contest.getByLabel('Your statement').fill('I was avoiding a pothole, not weaving.');
    await contest.getByRole('button', { name: 'Contest fine' }).click();
    await civ.getByText('Fine contested. A judge will hear the case.').waitFor();
    await panel.getByText('Contested', { exact: true }).waitFor();
    // A contested fine waits for the judge: no Pay button meanwhile.
    expect(await panel.getByRole('button', { name: /^Pay / }).count()).toBe(0);

    // The judge finds it on the docket from the sidebar.
    const judge = await stack.signedIn(PEOPLE.judge);
    const bench = judge.page;
    await bench.goto('/dashboard/civilian');
    await bench.getByRole('link', { name: 'Docket' }).click();
    await bench.getByRole('heading', { name: 'Court docket' }).waitFor();
    await bench.getByRole('link', { name: 'Casey Walker' }).click();
    await bench.getByRole('heading', { name: /Casey Walker's case/ }).waitFor();
    await bench
      .getByRole('region', { name: "Officer's report" })
      .getByText('Weaving on Alta St.')
      .waitFor();
    await bench
      .getByRole('region', { name: "Civilian's statement" })
      .getByText('I was avoiding a pothole, not weaving.')
      .waitFor();
    const caseUrl = new URL(bench.url()).pathname;
    const openProblems: string[] = [];

    // A hearing in the past is refused with the server's message; tomorrow is scheduled.
    const hearing = bench.getByRole('form', { name: 'Schedule a hearing' });
    await hearing.getByLabel('Date and time').fill(localDateTime(-1));
    await hearing.getByRole('button', { name: 'Schedule hearing' }).click();
    await hearing.getByText('The hearing must be in the future.').waitFor();
    await hearing.getByLabel('Date and time').fill(localDateTime(1));
    await hearing.getByRole('button', { name: 'Schedule hearing' }).click();
    await bench.getByText('Hearing scheduled. Both parties are told by Discord DM.').waitFor();
    await bench.getByRole('form', { name: 'Move the hearing' }).waitFor();
    await bench
      .getByRole('list', { name: 'Timeline' })
      .getByText(/^Hearing set for /)
      .waitFor();

    // A note on the timeline.
    const entry = bench.getByRole('form', { name: 'Add an entry' });
    await entry.getByLabel('Entry').fill('Dashcam footage requested from the officer.');
    await entry.getByRole('button', { name: 'Add entry' }).click();
    await bench
      .getByRole('list', { name: 'Timeline' })
      .getByText('Dashcam footage requested from the officer.')
      .waitFor();

    openProblems.push(...(await phoneProblems(PEOPLE.judge, [caseUrl])));
    await stack.screenshot(bench, 'court-case');

    // Ruled reduced: a fine above the original is refused, half of it is recorded.
    await bench.getByRole('button', { name: 'Rule on Reckless Driving' }).click();
    const ruling = bench.getByRole('dialog', { name: 'Rule on Reckless Driving' });
    await ruling.getByLabel('Outcome').selectOption('reduced');
    await ruling.getByLabel('New fine (dollars)').fill(String(fine + 100));
    await ruling.getByLabel('Reasons').fill('A pothole explains the swerve.');
    await ruling.getByRole('button', { name: 'Record ruling' }).click();
    await ruling
      .getByText(`A reduced fine cannot be above the original $${fine.toFixed(2)}.`)
      .waitFor();
    const reduced = Math.floor(fine / 2);
    await ruling.getByLabel('New fine (dollars)').fill(String(reduced));
    await ruling.getByRole('button', { name: 'Record ruling' }).click();
    await bench.getByText('Ruling recorded.', { exact: true }).waitFor();
    const charges = bench.getByRole('region', { name: 'Charges' });
    await charges.getByText('Reduced', { exact: true }).waitFor();
    await bench
      .getByRole('heading', { name: /Casey Walker's case/ })
      .getByText('Closed')
      .waitFor();

    // The civilian's Court tab shows the hearing and the ruling.
    await civ.getByRole('tab', { name: 'Court' }).click();
    const court = civ.getByRole('region', { name: 'Court cases' });
    await court.getByText(/^Hearing: /).waitFor();
    await court.getByText('Reduced', { exact: true }).waitFor();
    await court.getByText(`Now: fine ${money(reduced)}, jail`).waitFor();
    await court.getByText('Reasons: A pothole explains the swerve.').waitFor();
    await civ.getByRole('tab', { name: 'Record' }).click();
    await panel.getByText('Ruled on in court', { exact: true }).waitFor();

    // The screens on a phone, closed and open alike: no sideways scroll, no serious
    // accessibility violation (the sweep has no judge, and never opens a civilian's tabs).
    const problems = await phoneProblems(PEOPLE.judge, ['/dashboard/court?status=all', caseUrl]);
    const phone = await stack.signedIn(PEOPLE.civilian, {
      viewport: VIEWPORTS.phone,
      bypassCSP: true,
    });
    await phone.page.goto('/dashboard/civilian');
    await phone.page.getByRole('button', { name: /Casey Walker/ }).click();
    await phone.page.getByRole('tab', { name: 'Court' }).click();
    await phone.page.getByRole('region', { name: 'Court cases' }).getByText('Reduced').waitFor();
    problems.push(...(await screenProblems(phone.page, 'Court tab')));
    await stack.screenshot(civ, 'civilian-court-tab');
    // A member who is no judge is told the docket is for judges, and nothing is asked of the server.
    await phone.page.goto('/dashboard/court');
    await phone.page.getByText('The docket is for judges.', { exact: false }).waitFor();
    problems.push(...(await screenProblems(phone.page, 'court gate')));
    expect([...openProblems, ...problems]).toEqual([]);
  }, 240_000);
});

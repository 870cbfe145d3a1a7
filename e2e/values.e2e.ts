import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';
import {
  clippedButtons,
  horizontalOverflow,
  overflowingElements,
  screenSettled,
  seriousA11yViolations,
} from './page-checks';
import { VIEWPORTS } from './routes';

// A code the seeded police statuses do not use (10-6 is seeded as Busy / Unavailable).
const CODE = '10-99';
const LABEL = 'Busy - Paperwork';
const BUTTON = `${CODE} ${LABEL}`;

describe.runIf(browserAvailable())('community values: unit statuses and call types', () => {
  let stack: Stack;
  let officer: { context: BrowserContext; page: Page };
  let staff: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    stack = await startStack();
    officer = await stack.signedIn(PEOPLE.officer);
    const { civilian } = await apiPost<{ civilian: { _id: string } }>(
      stack,
      officer.context,
      '/api/civilians',
      { firstName: 'Jordan', lastName: 'Reyes', dateOfBirth: '1992-08-30', knownAliases: [] },
    );
    await apiPost(stack, officer.context, '/api/officers', {
      civilianId: civilian._id,
      department: 'Xbox',
      callsign: 'D-104',
    });
    staff = await stack.signedIn(PEOPLE.admin);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('a status staff add is offered on the officer’s board until staff retire it', async () => {
    const { page } = staff;
    await page.goto('/dashboard/admin/values');
    await page.getByRole('heading', { name: 'Values', level: 1 }).waitFor();
    const police = page.getByRole('region', { name: 'Police' });
    await police.getByRole('listitem', { name: '10-8 In Service' }).waitFor();

    await police.getByLabel('Code').fill(CODE);
    await police.getByLabel('Label').fill(LABEL);
    await police.getByLabel('Meaning').selectOption('busy');
    await police.getByRole('button', { name: 'Add status' }).click();
    await police.getByText('Status saved.').waitFor();
    const row = police.getByRole('listitem', { name: BUTTON });
    await row.getByText('Busy', { exact: true }).waitFor();
    // Fire/EMS keep their own list.
    expect(await page.getByRole('region', { name: 'Fire / EMS' }).getByText(LABEL).count()).toBe(0);

    await officer.page.goto('/dashboard/pso');
    const control = officer.page.getByRole('region', { name: 'Control Panel' });
    await control.getByRole('button', { name: BUTTON }).click();
    await expect
      .poll(() =>
        officer.page
          .getByRole('region', { name: 'Officer Information' })
          .getByTestId('officer-status')
          .textContent(),
      )
      .toContain(CODE);

    // The officer shows it now: it cannot be deleted, and the server's reason is shown.
    await page.reload();
    await row.getByText('In use').waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByText('A unit shows this status now.', { exact: false }).waitFor();

    await row.getByRole('button', { name: 'Retire' }).click();
    await row.getByText('Retired', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Restore' }).waitFor();

    await officer.page.reload();
    await control.getByRole('button', { name: '10-8 In Service' }).waitFor();
    expect(await control.getByRole('button', { name: BUTTON }).count()).toBe(0);
  });

  it('staff edit a status in its row, and a code already taken is refused under its field', async () => {
    const { page } = staff;
    await page.goto('/dashboard/admin/values');
    const fire = page.getByRole('region', { name: 'Fire / EMS' });
    const row = fire.getByRole('listitem', { name: 'Transporting Transporting' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await row.getByLabel('Label').fill('Transporting (Code 3)');
    await row.getByRole('button', { name: 'Save' }).click();
    const renamed = fire.getByRole('listitem', { name: 'Transporting Transporting (Code 3)' });
    await renamed.getByText('Status saved.').waitFor();
    expect(await renamed.getByRole('button', { name: 'Save' }).count()).toBe(0);

    const police = page.getByRole('region', { name: 'Police' });
    await police.getByLabel('Code').fill('10-8');
    await police.getByLabel('Label').fill('Second In Service');
    await police.getByRole('button', { name: 'Add status' }).click();
    await police
      .getByRole('alert')
      .getByText('This service already has a status with this code.')
      .waitFor();
    expect(await police.getByLabel('Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('a call type staff add is offered to the dispatcher, with its default priority', async () => {
    const { page } = staff;
    await page.goto('/dashboard/admin/values');
    const types = page.getByRole('region', { name: 'Call types' });
    await types.getByRole('listitem', { name: 'Robbery' }).waitFor();
    await types.getByLabel('Name').fill('Animal Control');
    await types.getByLabel('Default priority').selectOption('3');
    // Police is ticked for a new type; the story's type needs police only.
    expect(await types.getByLabel('Police').isChecked()).toBe(true);
    await types.getByRole('button', { name: 'Add call type' }).click();
    await types.getByText('Call type saved.').waitFor();
    await types.getByRole('listitem', { name: 'Animal Control' }).getByText('Priority 3').waitFor();

    const desk = await stack.signedIn(PEOPLE.dispatcher);
    try {
      await desk.page.goto('/dashboard/dispatch');
      await desk.page.getByText('Live', { exact: true }).waitFor();
      await desk.page.getByRole('button', { name: 'Create Call', exact: true }).click();
      const form = desk.page.getByRole('dialog', { name: 'Create Call' });
      await form.getByLabel('Call Type').selectOption('Animal Control');
      // Choosing the type proposes its default priority.
      expect(await form.getByLabel('Priority').inputValue()).toBe('3');
      await form.getByLabel('Location').fill('Mount Chiliad trailhead');
      await form.getByRole('button', { name: 'Create Call' }).click();
      await form.waitFor({ state: 'detached' });
      const row = desk.page.getByRole('row').filter({ hasText: 'Mount Chiliad trailhead' });
      await row.getByText('P3', { exact: true }).waitFor();
      await row.click();
      const card = desk.page.getByRole('dialog', { name: /^Call #\d+$/ });
      expect(await card.getByLabel(/Type of call/).inputValue()).toBe('Animal Control');
    } finally {
      await desk.context.close();
    }

    // Now a call has it: staff can no longer delete it, only retire it.
    await page.reload();
    const row = types.getByRole('listitem', { name: 'Animal Control' });
    await row.getByText('In use').waitFor();
  });

  // After the story above, so a retired and an in-use status are among the rows.
  it('on a phone, in English and stretched by the pseudo-locale, the page fits and reads well', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.admin, {
      viewport: VIEWPORTS.phone,
      bypassCSP: true,
    });
    try {
      const problems: string[] = [];
      for (const path of ['/dashboard/admin/values', '/dashboard/admin/values?lang=pseudo']) {
        await page.goto(path);
        await screenSettled(page);
        // Every row's editor open too: the widest the page gets.
        const closed = page.getByRole('main').getByRole('button', { expanded: false });
        while ((await closed.count()) > 0) await closed.first().click();
        const overflow = await horizontalOverflow(page);
        if (overflow > 0)
          problems.push(`${path}: ${overflow}px: ${(await overflowingElements(page)).join('; ')}`);
        for (const button of await clippedButtons(page))
          problems.push(`${path}: clipped ${button}`);
        for (const v of await seriousA11yViolations(page))
          problems.push(
            `${path}: ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

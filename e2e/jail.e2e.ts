import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCivilian, registerOfficer } from './fixtures';
import { PEOPLE, ROLES, apiPost, browserAvailable, startStack, type Stack } from './harness';
import {
  clippedButtons,
  horizontalOverflow,
  overflowingElements,
  screenSettled,
  seriousA11yViolations,
} from './page-checks';

interface Booking {
  _id: string;
  civilianId: string;
  releaseAt: string;
}

/** The release time as the roster and the civilian's page write it (English, en-US). */
const shown = (page: Page, iso: string) =>
  page.evaluate((value) => new Date(value).toLocaleString('en-US'), iso);

describe.runIf(browserAvailable())('jail and justice settings', () => {
  let stack: Stack;
  let officer: { context: BrowserContext; page: Page };
  let casey: { context: BrowserContext; page: Page };
  let staff: { context: BrowserContext; page: Page };
  let held: string;

  beforeAll(async () => {
    // Staff are judges here too: a judge may release anyone early.
    stack = await startStack({ JUDGE_ROLE_IDS: ROLES.admin });
    officer = await stack.signedIn(PEOPLE.officer);
    await registerOfficer(stack, officer.context, {
      character: { firstName: 'Jordan', lastName: 'Reyes', dateOfBirth: '1988-03-14' },
    });
    casey = await stack.signedIn(PEOPLE.civilian);
    held = await createCivilian(stack, casey.context, {
      firstName: 'Dana',
      lastName: 'Holt',
      dateOfBirth: '1994-09-21',
    });
    staff = await stack.signedIn(PEOPLE.admin);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('books an arrest with jail time, shows it to public safety and the civilian, and releases early', async () => {
    // Reckless Driving carries 10 minutes of jail in the starting penal code.
    await apiPost(stack, officer.context, '/api/reports/create', {
      civilianId: held,
      type: 'arrest',
      reason: 'Reckless Driving',
      notes: 'Weaving through traffic on Alta St.',
    });
    const res = await officer.context.request.get('/api/jail');
    const { bookings } = (await res.json()) as { bookings: Booking[] };
    const booking = bookings.find((b) => b.civilianId === held)!;
    expect(booking).toBeTruthy();

    // The officer sees the booking on the roster, without an early release (no supervisor rank).
    const { page } = officer;
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Jail roster' }).click();
    await page.getByRole('heading', { name: 'Jail roster' }).waitFor();
    const custody = page.getByRole('table', { name: 'In custody' });
    const row = custody.getByRole('row', { name: /Dana Holt/ });
    await row.getByRole('cell', { name: 'Reckless Driving' }).waitFor();
    const until = await shown(page, booking.releaseAt);
    await row.getByRole('cell', { name: until }).waitFor();
    await row.getByRole('cell', { name: 'D-104', exact: false }).waitFor();
    expect(await row.getByRole('button', { name: /Release early/ }).count()).toBe(0);

    // The civilian's own page says until when they are held.
    await casey.page.goto('/dashboard/civilian');
    await casey.page.getByRole('button', { name: /Dana Holt/ }).click();
    await casey.page.getByText(`In custody until ${until}`).waitFor();

    // A judge releases early with a reason; the booking moves to Released.
    const judge = staff.page;
    await judge.goto('/dashboard/jail');
    await judge
      .getByRole('table', { name: 'In custody' })
      .getByRole('button', { name: 'Release early: Dana Holt' })
      .click();
    const form = judge.getByRole('form', { name: 'Release early: Dana Holt' });
    // Without a reason the server refuses, and says why.
    await form.getByRole('button', { name: 'Release', exact: true }).click();
    await form.getByText(/Could not release: .*reason/i).waitFor();
    await form.getByLabel('Reason').fill('Cooperated fully; charges reviewed.');
    await form.getByRole('button', { name: 'Release', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await judge.getByText('Nobody is in custody.').waitFor();
    await judge.getByRole('button', { name: 'Released', exact: true }).click();
    const released = judge.getByRole('table', { name: 'Released' }).getByRole('row', {
      name: /Dana Holt/,
    });
    await released.getByText('Released early').waitFor();
    await released.getByText(/Cooperated fully/).waitFor();

    await casey.page.reload();
    await casey.page.getByRole('button', { name: /Dana Holt/ }).click();
    await casey.page.getByRole('group', { name: 'Citizen actions' }).waitFor();
    expect(await casey.page.getByText(/In custody until/).count()).toBe(0);
  });

  it('turns warrant approval on in the justice settings, and it stays on', async () => {
    const { page } = staff;
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Jail and warrants' }).click();
    await page.getByRole('heading', { name: 'Jail and warrants' }).waitFor();
    const approval = page.getByLabel("Officers' warrants need a judge's approval");
    expect(await approval.isChecked()).toBe(false);
    expect(await page.getByLabel('Jail time multiplier').inputValue()).toBe('1');
    expect(await page.getByLabel('Days before an unpaid fine becomes a warrant').inputValue()).toBe(
      '14',
    );

    // A refused number is the server's message; nothing is saved.
    await page.getByLabel('Jail time multiplier').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The jail time multiplier must be above 0.').waitFor();

    await page.getByLabel('Jail time multiplier').fill('1.5');
    await approval.check();
    await page.getByLabel('Days to contest a fine').fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Jail and warrants' }).waitFor();
    await page.getByLabel('Jail time multiplier').waitFor();
    expect(await page.getByLabel("Officers' warrants need a judge's approval").isChecked()).toBe(
      true,
    );
    expect(await page.getByLabel('Jail time multiplier').inputValue()).toBe('1.5');
    expect(await page.getByLabel('Days to contest a fine').inputValue()).toBe('10');

    // The judge now finds the link to the warrant requests.
    await page.getByRole('link', { name: 'Warrant requests' }).click();
    await page.getByText('No warrant requests are waiting.').waitFor();
  });

  it('lets a judge approve one warrant request and deny another with a reason', async () => {
    for (const reason of ['Armed robbery at the Fleeca on Route 68', 'Unpaid parking, again']) {
      const { warrant } = await apiPost<{ warrant: { status: string } }>(
        stack,
        officer.context,
        '/api/warrants/create',
        { type: 'Arrest', civilianId: held, reason },
      );
      expect(warrant.status).toBe('Requested');
    }
    const { page } = staff;
    await page.goto('/dashboard/warrant-requests');
    const robbery = page.getByRole('listitem', { name: 'Arrest warrant: Dana Holt' }).filter({
      hasText: 'Armed robbery',
    });
    const parking = page.getByRole('listitem', { name: 'Arrest warrant: Dana Holt' }).filter({
      hasText: 'Unpaid parking',
    });
    await robbery.getByText('Requested by D-104 Jordan Reyes (Xbox)').waitFor();
    await robbery.getByRole('button', { name: 'Approve' }).click();
    await robbery.waitFor({ state: 'detached' });

    // A denial without a reason is refused by the server, in its words.
    await parking.getByRole('button', { name: 'Deny' }).click();
    await parking.getByText(/Could not decide: .*reason/i).waitFor();
    await parking.getByLabel('Reason for denying').fill('Not a warrant matter.');
    await parking.getByRole('button', { name: 'Deny' }).click();
    await page.getByText('No warrant requests are waiting.').waitFor();

    const res = await officer.context.request.get('/api/warrants/all');
    const { warrants } = (await res.json()) as { warrants: { reason: string; status: string }[] };
    const statusOf = (start: string) => warrants.find((w) => w.reason.startsWith(start))?.status;
    expect(statusOf('Armed robbery')).toBe('Active');
    expect(statusOf('Unpaid parking')).toBe('Denied');
  });

  it('fits a phone, with a booking and its release form open, and passes the accessibility check', async () => {
    await apiPost(stack, officer.context, '/api/reports/create', {
      civilianId: held,
      type: 'arrest',
      reason: 'Reckless Driving',
    });
    const { context, page } = await stack.signedIn(PEOPLE.admin, {
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    const problems: string[] = [];
    const check = async (where: string) => {
      await screenSettled(page);
      if ((await horizontalOverflow(page)) > 0)
        problems.push(`${where}: ${(await overflowingElements(page)).join('; ')}`);
      for (const v of await seriousA11yViolations(page)) problems.push(`${where}: ${v.id}`);
      for (const b of await clippedButtons(page)) problems.push(`${where}: clipped ${b}`);
    };
    try {
      await page.goto('/dashboard/jail');
      await page.getByRole('button', { name: 'Release early: Dana Holt' }).click();
      await page.getByRole('form', { name: 'Release early: Dana Holt' }).waitFor();
      await check('roster');
      await page.goto('/dashboard/admin/justice');
      await page.getByLabel('Jail time multiplier').waitFor();
      await check('settings');
      await apiPost(stack, officer.context, '/api/warrants/create', {
        type: 'Search',
        civilianId: held,
        reason: 'Search of the residence at 1 Grove Street',
      });
      await page.goto('/dashboard/warrant-requests');
      await page.getByRole('listitem', { name: 'Search warrant: Dana Holt' }).waitFor();
      await check('warrant requests');
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';
import { seriousA11yViolations } from './page-checks';

// The app's frame as members meet it: a suspension reaches an idle page, one handling of a
// session the server refuses, where a member without a civilian lands, screens of a role the
// member lacks, the phone layout, toasts, colours and the deliveries page without Discord.

const PHONE = { width: 390, height: 844 };

async function createCivilian(stack: Stack, context: BrowserContext, first: string, last: string) {
  const { civilian } = await apiPost<{ civilian: { _id: string } }>(
    stack,
    context,
    '/api/civilians',
    { firstName: first, lastName: last, dateOfBirth: '1991-06-15' },
  );
  return civilian._id;
}

/** Requests answered 403 and console errors while the page is used. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 403) problems.push(`403 ${new URL(res.url()).pathname}`);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return problems;
}

describe.runIf(browserAvailable())('the app shell', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('5: a suspension sends a member idle on a page to /suspended with the reason, at once', async () => {
    const member = { id: '510000000000000101', username: 'idle.ivy', roles: [] };
    stack.fake.addUser(member);
    const { context, page } = await stack.signedIn(member);
    await createCivilian(stack, context, 'Ivy', 'Idle');
    await page.goto('/dashboard/civilian');
    await page.getByRole('heading', { name: 'Civilian Dashboard' }).waitFor();
    // A second tab of the same browser: one tab holds the session stream for both.
    const other = await context.newPage();
    await other.goto('/bank');
    await other.getByRole('button', { name: 'Log in' }).waitFor();

    const staff = await stack.signedIn(PEOPLE.admin);
    await apiPost(stack, staff.context, `/api/admin/members/${member.id}/suspend`, {
      reason: 'Harassing other members',
    });
    // No click: each page learns it on its own.
    for (const tab of [page, other]) {
      await tab.waitForURL((url) => url.pathname === '/suspended', { timeout: 10_000 });
      await tab.getByRole('heading', { name: 'Access suspended' }).waitFor();
      await tab.getByText('Harassing other members').waitFor();
    }
    await staff.context.close();
    await context.close();
  });

  it('5: a click after the session ended elsewhere goes to /suspended, not a screen’s error', async () => {
    const member = { id: '510000000000000102', username: 'click.cole', roles: [] };
    stack.fake.addUser(member);
    const { context, page } = await stack.signedIn(member);
    await createCivilian(stack, context, 'Cole', 'Click');
    // Without the live session stream: only the requests the click makes can tell.
    await page.route('**/api/auth/events', (route) => route.abort());
    await page.goto('/dashboard/civilian');
    await page.getByRole('heading', { name: 'Civilian Dashboard' }).waitFor();

    const staff = await stack.signedIn(PEOPLE.admin);
    await apiPost(stack, staff.context, `/api/admin/members/${member.id}/suspend`, {
      reason: 'Ban evasion',
    });
    // Another tab's request met the ended session first: this browser's session cookie is gone.
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);

    await page.getByRole('link', { name: 'Bank' }).click();
    await page.waitForURL((url) => url.pathname === '/suspended', { timeout: 10_000 });
    await page.getByText('Ban evasion').waitFor();
    await staff.context.close();
    await context.close();
  });

  it('5: a click after signing out elsewhere goes to the sign-in page', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.officer2);
    await page.route('**/api/auth/events', (route) => route.abort());
    await page.goto('/dashboard/civilian');
    await page.getByRole('heading', { name: 'Civilian Dashboard' }).waitFor();
    // Signed out in another tab: the session is gone on the server.
    await apiPost(stack, context, '/auth/logout', {});
    // The officer dashboard asks for the member's officer profile: that request meets the 401.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page
      .waitForURL((url) => url.pathname === '/', { timeout: 10_000 })
      .catch(async (err: Error) => {
        throw new Error(
          `${err.message}\nat ${page.url()}:\n${await page.locator('body').innerText()}`,
        );
      });
    await page.getByRole('link', { name: 'Login with Discord' }).waitFor();
    await context.close();
  });

  it('6: a dispatcher without a civilian reaches the console from /home', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.dispatcher);
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Begin Your Journey' }).waitFor();
    await page.getByRole('button', { name: 'Create Civilian' }).waitFor();
    await page.getByRole('link', { name: 'Dispatch Console' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/dispatch');
    await page.getByRole('heading', { name: 'Dispatch', exact: true }).waitFor();
    await context.close();
  });

  it('6: staff without a civilian see every dashboard their roles open on /home', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.admin);
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Begin Your Journey' }).waitFor();
    const offered = page.getByRole('navigation', { name: 'Your dashboards' }).getByRole('link');
    expect(await offered.allTextContents()).toEqual([
      'Public Safety Office',
      'SAFR Dashboard',
      'Staff Console',
    ]);
    await context.close();
  });

  it('11: without Discord, the deliveries page says once that nothing is sent, and why', async () => {
    const officer = await stack.signedIn(PEOPLE.officer);
    // A message waiting in the queue, as a citation's DM would be.
    await apiPost(stack, officer.context, '/api/dm/send', {
      discordId: PEOPLE.civilian.id,
      embed: { title: 'Citation Issued', description: 'Speeding — $250.00' },
    }).catch(() => undefined);
    await officer.context.close();

    const { context, page } = await stack.signedIn(PEOPLE.admin);
    await page.goto('/dashboard/admin/deliveries');
    await page.getByRole('heading', { name: 'No failed deliveries' }).waitFor();
    await page.getByRole('heading', { name: 'Discord deliveries are not sent' }).waitFor();
    expect(await page.getByText(/DISCORD_BOT_TOKEN/).count()).toBe(1);
    expect(await page.getByText(/on its way/).count()).toBe(0);
    expect(await page.getByText(/waiting to be sent/).count()).toBe(0);
    await context.close();
  });

  it('12: the phone top bar keeps its height on a page shorter than the screen', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.civilian, { viewport: PHONE });
    await page.goto('/dashboard/no-such-screen');
    await page.getByRole('heading', { name: '404 - Page not found' }).waitFor();
    const height = await page
      .locator('.topbar')
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThan(70);
    await context.close();
  });

  it('13: a toast raised from a table row is whole on a phone', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.civilian, { viewport: PHONE });
    const id = await createCivilian(stack, context, 'Toni', 'Toast');
    await apiPost(stack, context, '/api/vehicles/register', {
      plate: 'TST13',
      make: 'Pegassi',
      model: 'Zentorno',
      year: 2021,
      color: 'Orange',
      type: 'Coupe',
      insured: true,
      civilianId: id,
    });
    await page.goto('/dashboard/civilian');
    await page.getByRole('button', { name: /Toni Toast/ }).click();
    const row = page.getByRole('table', { name: 'Vehicles' }).getByRole('row', { name: /TST13/ });
    await row.getByRole('button', { name: 'Report vehicle TST13 stolen' }).click();
    const form = page.getByRole('dialog', { name: 'Report TST13 stolen' });
    await form.getByLabel('Department').selectOption('Xbox');
    await form.getByLabel('Last seen').fill('Vinewood Hills, Mulholland Dr');
    await form.getByRole('button', { name: 'Report Stolen' }).click();
    const toast = page.getByRole('status').filter({ hasText: /stolen/i });
    await toast.waitFor();
    const box = await toast.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return {
        left: r.left,
        right: r.right,
        cut: el.scrollWidth > el.clientWidth,
        inBody: el.parentElement?.parentElement === el.ownerDocument.body,
      };
    });
    expect(box.inBody).toBe(true);
    expect(box.cut).toBe(false);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('14: negative amounts on the phone bank dashboard are readable (no serious contrast issue)', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.firefighter, {
      viewport: PHONE,
      bypassCSP: true,
    });
    const id = await createCivilian(stack, context, 'Nina', 'Negative');
    const res = await context.request.get(`/api/bank/accounts/${id}`);
    const { accounts } = (await res.json()) as {
      accounts: { _id: string; accountType: string }[];
    };
    const checking = accounts.find((a) => a.accountType === 'Checking')!;
    await apiPost(stack, context, '/api/bank/withdraw', { accountId: checking._id, amount: 40 });
    await page.goto(`/bank/dashboard?civilian=${id}`);
    await page.getByText('-$40.00').first().waitFor();
    const contrast = (await seriousA11yViolations(page)).filter((v) => v.id === 'color-contrast');
    expect(contrast).toEqual([]);
    await context.close();
  });

  it('15: screens of a role the member lacks ask the server nothing and log no error', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.civilian);
    const problems = watchProblems(page);
    const screens: [string, string][] = [
      ['/dashboard/pso', 'This screen is for public safety officers.'],
      ['/dashboard/pso/warrants', 'This screen is for public safety officers.'],
      ['/dashboard/pso/search', 'This screen is for public safety officers.'],
      ['/dashboard/safr', 'This screen is for SA Fire Rescue members.'],
      ['/dashboard/safr/search', 'This screen is for SA Fire Rescue members.'],
      ['/dashboard/safr/reports', 'This screen is for SA Fire Rescue members.'],
      ['/dashboard/dispatch', 'This screen is for dispatchers.'],
      ['/dashboard/admin/members', 'This screen is for community staff.'],
      ['/dashboard/admin/deliveries', 'This screen is for community staff.'],
    ];
    for (const [path, text] of screens) {
      await page.goto(path);
      await page.getByText(text).waitFor();
      await page.waitForTimeout(300);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('15: a live stream the server refuses with 403 is not opened again and again', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.dispatcher);
    let opened = 0;
    await page.route('**/api/events?**', async (route) => {
      opened += 1;
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'This requires the dispatcher role.' }),
      });
    });
    await page.goto('/dashboard/dispatch');
    await page.getByRole('heading', { name: 'Dispatch', exact: true }).waitFor();
    await page.waitForTimeout(8_000);
    // The stream and the one look at why it closed; never a reconnect every 3 s.
    expect(opened).toBeLessThanOrEqual(2);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';

describe.runIf(browserAvailable())('sign-in and the app shell', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('signs in through Discord and shows the role-appropriate sidebar', async () => {
    const { page, context } = await stack.signedIn(PEOPLE.officer);
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.getByText('Create your first civilian character to get started.').waitFor();
    await page.getByRole('link', { name: 'Public Safety Office' }).waitFor();
    expect(await page.getByRole('link', { name: 'SAFR Dashboard' }).count()).toBe(0);
    await stack.screenshot(page, 'home-officer');

    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/civilian');
    const nav = page.getByRole('navigation');
    await nav.getByRole('button', { name: 'Public Safety' }).waitFor();
    expect(await nav.getByRole('button', { name: 'SA Fire Rescue' }).count()).toBe(0);
    for (const name of [
      'Home',
      'Civilian',
      'Fleeca Bank',
      'Resync',
      'Search Database',
      'Reports',
      'Warrants',
    ]) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    await expect
      .poll(() => nav.getByRole('link', { name: 'Civilian', exact: true }).getAttribute('class'))
      .toContain('active');
    await page.getByText('officer.jordan').waitFor();
    await stack.screenshot(page, 'dashboard-officer');

    await nav.getByRole('link', { name: 'Search Database' }).click();
    await page.waitForURL('**/dashboard/pso/search');
    await expect
      .poll(() => nav.getByRole('link', { name: 'Search Database' }).getAttribute('class'))
      .toContain('active');
    await context.close();
  });

  it('shows fire/rescue members their group and its three screens', async () => {
    const { page, context } = await stack.signedIn(PEOPLE.firefighter);
    await page.getByRole('link', { name: 'SAFR Dashboard' }).click();
    await page.getByRole('heading', { name: 'SAFR Dashboard' }).waitFor();
    const nav = page.getByRole('navigation');
    await nav.getByRole('button', { name: 'SA Fire Rescue' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Public Safety' }).count()).toBe(0);
    for (const [path, heading] of [
      ['/dashboard/safr/search', 'SAFR Search Database'],
      ['/dashboard/safr/reports', 'SAFR Reports'],
    ] as const) {
      expect(await nav.locator(`a[href="${path}"]`).count()).toBe(1);
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await context.close();
  });

  it('sends a signed-out deep link to sign-in and back to where it was going', async () => {
    const { page, context } = await stack.newPage();
    await page.goto('/dashboard/pso/warrants');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('You must log in with Discord to continue').waitFor();
    await page.getByRole('heading', { name: /Welcome to/ }).waitFor();
    stack.fake.authorizeAs(PEOPLE.officer.id);
    await page.getByRole('link', { name: 'Login with Discord' }).click();
    await page.waitForURL('**/dashboard/pso/warrants');
    await context.close();
  });

  it('shows the 404 page for unknown paths once signed in', async () => {
    const { page, context } = await stack.signedIn(PEOPLE.civilian);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 - Page not found' }).waitFor();
    await page.goto('/dashboard/nothing-here');
    await page.getByRole('heading', { name: '404 - Page not found' }).waitFor();
    await stack.screenshot(page, 'not-found');
    await context.close();
  });

  it('opens the sidebar as a drawer on a phone', async () => {
    const { page, context } = await stack.signedIn(PEOPLE.officer, {
      viewport: { width: 390, height: 800 },
    });
    await page.goto('/dashboard/civilian');
    const civilianLink = page
      .getByRole('navigation')
      .getByRole('link', { name: 'Civilian', exact: true });
    await expect
      .poll(() =>
        civilianLink.isVisible().then(async (v) => v && (await civilianLink.boundingBox())!.x >= 0),
      )
      .toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect
      .poll(async () => (await civilianLink.boundingBox())?.x ?? -1)
      .toBeGreaterThanOrEqual(0);
    await stack.screenshot(page, 'drawer-mobile');
    await page.getByRole('navigation').getByRole('link', { name: 'Warrants' }).click();
    await page.waitForURL('**/dashboard/pso/warrants');
    await context.close();
  });

  it('signs out', async () => {
    const { page, context } = await stack.signedIn(PEOPLE.civilian);
    await page.goto('/dashboard/civilian');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Login with Discord' }).waitFor();
    await page.goto('/dashboard/civilian');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

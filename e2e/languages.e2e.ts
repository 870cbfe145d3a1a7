import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';

// A member reads the site in their language: chosen on the sign-in page, kept on the server so
// it follows them to another device, and the community's default for a visitor whose browser
// speaks none of the shipped languages.

const languageMenu = (page: Page, label: string | RegExp) =>
  page.getByRole('combobox', { name: label });

describe.runIf(browserAvailable())('languages', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('Deutsch chosen on the sign-in page shows the shell in German, and follows the member', async () => {
    const member = PEOPLE.civilian;
    const { context, page } = await stack.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: /Welcome to/ }).waitFor();
    await languageMenu(page, 'Language').selectOption({ label: 'Deutsch' });
    // At once, without a reload.
    await page.getByRole('heading', { name: /Willkommen bei/ }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    stack.fake.authorizeAs(member.id);
    const saved = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/me/locale' && res.request().method() === 'PUT',
    );
    await page.getByRole('link', { name: 'Mit Discord anmelden' }).click();
    await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/auth'));
    expect((await saved).status()).toBe(200);

    await page.goto('/dashboard/civilian');
    const nav = page.getByRole('complementary', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Zivilist' }).waitFor();
    await nav.getByRole('button', { name: 'Abmelden' }).waitFor();
    expect(await languageMenu(page, 'Sprache').inputValue()).toBe('de');
    await context.close();

    // Another device: a fresh browser, signed in the usual way, is shown German.
    const other = await stack.signedIn(member);
    await other.page.goto('/dashboard/civilian');
    const otherNav = other.page.getByRole('complementary', { name: 'Hauptnavigation' });
    await otherNav.getByRole('link', { name: 'Startseite' }).waitFor();
    expect(await languageMenu(other.page, 'Sprache').inputValue()).toBe('de');

    // Changed back in the shell, and saved again.
    const back = other.page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/me/locale' && res.status() === 200,
    );
    await languageMenu(other.page, 'Sprache').selectOption({ label: 'English' });
    await other.page
      .getByRole('complementary', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .waitFor();
    await back;
    await other.context.close();
    const third = await stack.signedIn(member);
    await third.page.goto('/dashboard/civilian');
    await third.page.getByRole('button', { name: 'Sign out' }).waitFor();
    await third.context.close();
  });

  it("staff set the community's default language, shown to a browser speaking none of ours", async () => {
    const staff = await stack.signedIn(PEOPLE.admin);
    await staff.page.goto('/dashboard/admin/community');
    await staff.page.getByRole('heading', { name: 'Community' }).waitFor();
    await staff.page.getByLabel('Default language').selectOption({ label: 'Español' });
    await staff.page.getByRole('button', { name: 'Save' }).click();
    await staff.page.getByText('Default language saved.').waitFor();
    // Staff's own language is theirs: the console stays English.
    await staff.page.getByRole('link', { name: 'Community' }).waitFor();

    const french = await stack.browser.newContext({ baseURL: stack.baseUrl, locale: 'fr-FR' });
    const visitor = await french.newPage();
    await visitor.goto('/');
    await visitor.getByRole('heading', { name: /Bienvenido a/ }).waitFor();
    await visitor.getByRole('link', { name: 'Iniciar sesión con Discord' }).waitFor();
    await french.close();

    // A German browser still gets German: the browser's language comes before the default.
    const german = await stack.browser.newContext({ baseURL: stack.baseUrl, locale: 'de-DE' });
    const reader = await german.newPage();
    await reader.goto('/');
    await reader.getByRole('heading', { name: /Willkommen bei/ }).waitFor();
    await german.close();

    await staff.page.getByLabel('Default language').selectOption({ label: 'English' });
    await staff.page.getByRole('button', { name: 'Save' }).click();
    await staff.page.getByText('Default language saved.').waitFor();
    await staff.context.close();
  });

  it('the pseudo-locale stretches and accents every string, for layout checks', async () => {
    const { context, page } = await stack.newPage();
    await page.goto('/?lang=pseudo');
    await page.getByRole('heading', { name: /Ŵéļçöɱé ţö/ }).waitFor();
    // Not a language members can pick.
    const options = await languageMenu(page, /Ļáñĝûáĝé/)
      .locator('option')
      .allTextContents();
    expect(options).toEqual(['English', 'Deutsch', 'Español']);
    await context.close();
  });
});

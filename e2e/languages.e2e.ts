import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@tenfour/db/browser';
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
    // The page has more than one form: the language's own Save.
    const language = staff.page
      .locator('form')
      .filter({ has: staff.page.getByLabel('Default language') });
    await language.getByLabel('Default language').selectOption({ label: 'Español' });
    await language.getByRole('button', { name: 'Save' }).click();
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

    await language.getByLabel('Default language').selectOption({ label: 'English' });
    await language.getByRole('button', { name: 'Save' }).click();
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

// A demo server (no Discord configured) offers sample members on the sign-in page.
const DEMO_ENV = { DISCORD_CLIENT_ID: '', DISCORD_CLIENT_SECRET: '', DISCORD_GUILD_ID: '' };

describe.runIf(browserAvailable())('languages on a demo server', () => {
  let demo: Stack;

  beforeAll(async () => {
    demo = await startStack(DEMO_ENV);
  });
  afterAll(async () => {
    await demo?.close();
  });

  it('a member picks Deutsch, signs in as a sample member, is refused in German, and keeps German on another device', async () => {
    const { context, page } = await demo.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Demo sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Sign in as Dispatcher' }).waitFor();
    await languageMenu(page, 'Language').selectOption({ label: 'Deutsch' });
    // The sample members are named in the reader's language too.
    await page.getByRole('heading', { name: 'Demo-Anmeldung' }).waitFor();
    const saved = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/me/locale' && res.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Anmelden als Disponent' }).click();
    expect((await saved).status()).toBe(200);

    // No civilian yet: onboarding, in German.
    await page.getByRole('heading', { name: 'Beginne deine Geschichte' }).waitFor();
    await page.getByRole('button', { name: 'Zivilperson anlegen' }).click();
    const dialog = page.getByRole('dialog');
    const required = dialog.locator('input[required]:not([type="date"])');
    await required.nth(0).fill('Erika');
    await required.nth(1).fill('Mustermann');
    // Born tomorrow at the earliest is the server's refusal to give, field by field.
    await dialog.locator('input[type="date"]').fill('2999-01-01');
    const refused = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/civilians' && res.request().method() === 'POST',
    );
    await dialog.locator('button[type="submit"]').click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    const body = (await answer.json()) as {
      key: string;
      issues: { path: string; key: string; message: string }[];
    };
    expect(body.issues).toEqual([
      expect.objectContaining({
        path: 'dateOfBirth',
        key: 'civilians.birthDateFuture',
        message: 'Date of birth cannot be in the future.',
      }),
    ]);
    // The server's English, rendered by its key in the reader's language.
    await dialog.getByText(MESSAGES.de['civilians.birthDateFuture']).waitFor();
    expect(await dialog.textContent()).not.toContain('cannot be in the future');
    await context.close();

    // Another device: a fresh browser shows English until the member signs in, then German.
    const other = await demo.newPage();
    await other.page.goto('/');
    await other.page.getByRole('button', { name: 'Sign in as Dispatcher' }).click();
    await other.page.getByRole('heading', { name: 'Beginne deine Geschichte' }).waitFor();
    expect(await other.page.locator('html').getAttribute('lang')).toBe('de');
    await other.context.close();
  });
});

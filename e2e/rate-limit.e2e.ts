import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';

describe.runIf(browserAvailable())('a member going too fast', () => {
  let stack: Stack;
  let page: Page;
  beforeAll(async () => {
    // One change a minute: the second is refused whatever the screen.
    stack = await startStack({ RATE_LIMIT_WRITES: '1' });
    ({ page } = await stack.signedIn(PEOPLE.civilian));
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function createCivilian(first: string, open: string) {
    await page.getByRole('button', { name: open }).click();
    const dialog = page.getByRole('dialog', { name: 'Register New Civilian' });
    await dialog.getByLabel('First Name').fill(first);
    await dialog.getByLabel('Last Name').fill('Rivera');
    await dialog.getByLabel('Date of Birth').fill('1994-06-02');
    await dialog.getByLabel('Age').fill('31');
    await dialog.getByLabel('Sex').selectOption('Female');
    await dialog.getByRole('button', { name: 'Create Civilian' }).click();
  }

  it('reads on screen that the change was refused and when to try again', async () => {
    await createCivilian('Casey', 'Create Civilian');
    await page.waitForURL('**/dashboard/civilian');
    await createCivilian('Jordan', '+ Add Civilian');
    const notice = page.getByRole('alert', { name: 'Too many requests' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /You are making changes too quickly\. Try again in \d+ (seconds?|minutes?)\./,
    );
    await stack.screenshot(page, 'rate-limited');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
  });
});

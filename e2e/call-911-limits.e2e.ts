import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, browserAvailable, startStack, type Stack } from './harness';

// A member of their own: the 911 limits count per member.
const CALLER = { id: '510000000000000091', username: 'caller.quinn', roles: [] };

/** Just over the per-member interval between two 911 calls. */
const INTERVAL_MS = 61_000;

describe.runIf(browserAvailable())('the 911 limits, on a phone', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
    stack.fake.addUser(CALLER);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('says "too soon" in a readable notice, and shows the open-calls refusal inside the dialog, not as one', async () => {
    const { context, page } = await stack.signedIn(CALLER, {
      viewport: { width: 390, height: 844 },
    });
    const civilianId = (
      await apiPost<{ civilian: { _id: string } }>(stack, context, '/api/civilians', {
        firstName: 'Quinn',
        lastName: 'Harper',
        dateOfBirth: '1993-02-11',
        knownAliases: [],
      })
    ).civilian._id;
    const call = {
      civilianId,
      department: 'Xbox',
      location: 'Vinewood Blvd',
      description: 'A car is on fire in the parking lot.',
      services: ['fire'],
    };
    const dial = async (location: string, description: string) => {
      await page.getByRole('button', { name: 'Call 911' }).click();
      const dialog = page.getByRole('dialog', { name: 'Call 911' });
      await dialog.getByLabel('Location').fill(location);
      await dialog.getByLabel('What is happening?').fill(description);
      await dialog.getByLabel('EMS').check();
      await dialog.getByRole('button', { name: 'Call 911' }).click();
      return dialog;
    };
    const first = Date.now();
    await apiPost(stack, context, '/api/911/calls', call);
    await page.goto('/dashboard/civilian');
    await page.getByRole('listitem', { name: /^911 call #\d+$/ }).waitFor();

    // Within the minute: a rate limit, so the app-wide notice says when to try again, on one
    // readable line or two, and the dialog says it too.
    let dialog = await dial('Del Perro Pier', 'A man collapsed on the pier.');
    const notice = page.getByRole('alert', { name: 'Too many requests' });
    await notice.waitFor();
    const tooSoon = /^You called 911 less than a minute ago\. Try again in \d+ seconds?\.$/;
    expect(await notice.locator('span').textContent()).toMatch(tooSoon);
    const noticeBox = (await notice.boundingBox())!;
    expect(noticeBox.x).toBeGreaterThanOrEqual(0);
    expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(390);
    expect(noticeBox.width).toBeGreaterThan(300);
    expect(await dialog.getByRole('alert').textContent()).toMatch(tooSoon);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Two open calls, a minute apart, so the third meets only the open-calls rule.
    await new Promise((r) => setTimeout(r, Math.max(0, first + INTERVAL_MS - Date.now())));
    await apiPost(stack, context, '/api/911/calls', { ...call, location: 'Del Perro Pier' });
    dialog = await dial('Vespucci Beach', 'Someone is drowning near the pier.');

    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(
      'You already have 2 open 911 calls. Wait for dispatch to close one before calling again.',
    );
    // Readable where it is: inside the dialog and the screen's width, lines not one word each.
    const box = (await refusal.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThan(200);
    expect(await page.getByRole('alert', { name: 'Too many requests' }).count()).toBe(0);
    await stack.screenshot(page, 'call-911-open-calls-limit');

    // The dialog stays open with what was typed, for when dispatch closes a call.
    expect(await dialog.getByLabel('Location').inputValue()).toBe('Vespucci Beach');
    expect(await page.getByRole('listitem', { name: /^911 call #\d+$/ }).count()).toBe(2);
  }, 180_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

// A tool joins the CAD: staff create a key, the key makes a 911 call, the dispatcher sees it
// arrive live, and the key's usage log shows the request.
describe.runIf(browserAvailable())('API keys', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('a key staff create makes a 911 call the dispatcher sees live, and its usage log shows it', async () => {
    const staff = await stack.signedIn(PEOPLE.admin);
    const caller = await stack.signedIn(PEOPLE.civilian);
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    const civilian = await apiPost(stack, caller.context, '/api/civilians', {
      firstName: 'Casey',
      lastName: 'Walker',
      dateOfBirth: '1990-04-12',
      knownAliases: [],
    });
    const civilianId = (civilian.civilian as { _id: string })._id;

    const page = staff.page;
    await page.goto('/dashboard/admin/api-keys');
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('Game server');
    await page.getByLabel('calls:write').check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.getByTestId('api-key-secret').textContent())!.trim();
    expect(secret).toMatch(/^tfk_/);
    const row = page.getByRole('listitem').filter({ hasText: 'Game server' });
    await row.getByText('calls:write').waitFor();

    await desk.page.goto('/dashboard/dispatch');
    await desk.page.getByText('Live', { exact: true }).waitFor();

    const res = await fetch(`${stack.baseUrl}/api/v1/calls/911`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        callerDiscordId: PEOPLE.civilian.id,
        civilianId,
        department: 'Xbox',
        location: 'Route 68, near the diner',
        postal: '2011',
        description: 'A car is on fire.',
        services: ['fire', 'police'],
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { call } = (await res.json()) as { call: { callNumber: number } };

    await desk.page.getByRole('row', { name: `Call #${call.callNumber}`, exact: true }).click();
    const card = desk.page.getByRole('dialog', { name: `Call #${call.callNumber}` });
    await card.getByText('Caller: Casey Walker').waitFor();
    await card.getByText('Route 68, near the diner').waitFor();

    // The usage log is written within a second of the request; open it until it shows.
    const logged = row.getByRole('row').filter({ hasText: 'POST /api/v1/calls/911' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.getByRole('button', { name: 'Usage log' }).click();
          await row.getByRole('table').or(row.getByText('No requests yet.')).waitFor();
          return logged.count();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(1);
    await logged.getByRole('cell', { name: '201', exact: true }).waitFor();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BOT_TOKEN } from '@tenfour/bot/testing/discord-env';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';
import {
  clippedButtons,
  horizontalOverflow,
  overflowingElements,
  seriousA11yViolations,
} from './page-checks';

// Staff point CAD events at a receiver of theirs: they register its URL with the events it
// wants, copy its signing secret (shown once), check it with a test event, and switch it off.

const URL_OK = 'https://hooks.example.com/tenfour';

const endpointItem = (page: Page, url: string) =>
  page.getByRole('listitem', { name: url, exact: true });

describe.runIf(browserAvailable())('event webhooks', () => {
  let stack: Stack;
  let staff: { context: BrowserContext; page: Page };
  let receiver: Server;
  const received: { headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    // A bot token starts the delivery worker, which sends event webhooks too; no gateway.
    stack = await startStack({ DISCORD_BOT_TOKEN: TEST_BOT_TOKEN, DISCORD_GATEWAY: 'off' });
    staff = await stack.signedIn(PEOPLE.admin);
    // A receiver on this machine: http:// to it is allowed outside production.
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    receiver?.close();
    await stack?.close();
  });

  it('staff add an endpoint, see it listed with its events and its secret once, and disable it', async () => {
    const { page } = staff;
    await page.goto('/dashboard/admin/webhooks');
    await page.getByRole('heading', { name: 'Event webhooks', level: 1 }).waitFor();
    await page.getByText('No endpoints yet.', { exact: false }).waitFor();

    // The server refuses plain http to another machine, and the page says why.
    await page.getByLabel('URL (https://)').fill('http://example.com/hook');
    await page.getByRole('checkbox', { name: /call\.created/ }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page
      .getByRole('alert')
      .getByText(/Enter an https:\/\/ URL/)
      .waitFor();

    await page.getByLabel('URL (https://)').fill(URL_OK);
    await page.getByLabel('Description (optional)').fill('Game server resource');
    await page.getByRole('checkbox', { name: /panic/ }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    const secret = page.getByTestId('webhook-secret');
    await secret.waitFor();
    expect(await secret.textContent()).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    await page.getByRole('button', { name: 'Copy secret' }).waitFor();

    const item = endpointItem(page, URL_OK);
    await item.getByText('Game server resource').waitFor();
    await item.getByText('Events: call.created, panic').waitFor();
    await item.getByText(/^Enabled/).waitFor();
    await stack.screenshot(page, 'event-webhooks-added');

    await page.getByRole('button', { name: 'I have copied it' }).click();
    await secret.waitFor({ state: 'detached' });
    // Shown once: the list the server sends again never holds it.
    await page.reload();
    await endpointItem(page, URL_OK).waitFor();
    expect(await page.getByText(/whsec_/).count()).toBe(0);

    // Staff change what it receives; the list shows the events in the server's order.
    await endpointItem(page, URL_OK).getByRole('button', { name: 'Edit' }).click();
    await endpointItem(page, URL_OK)
      .getByRole('checkbox', { name: /call\.closed/ })
      .check();
    await endpointItem(page, URL_OK).getByRole('button', { name: 'Save changes' }).click();
    await endpointItem(page, URL_OK).getByText('Endpoint saved.').waitFor();
    await endpointItem(page, URL_OK)
      .getByText('Events: call.created, call.closed, panic')
      .waitFor();

    await endpointItem(page, URL_OK).getByRole('button', { name: 'Disable' }).click();
    await endpointItem(page, URL_OK)
      .getByText(/^Disabled/)
      .waitFor();
    await endpointItem(page, URL_OK).getByRole('button', { name: 'Enable' }).waitFor();
    // A disabled endpoint is sent nothing, so there is no test event to send it.
    expect(
      await endpointItem(page, URL_OK).getByRole('button', { name: 'Send test event' }).count(),
    ).toBe(0);
  });

  it('a test event reaches the receiver signed, and shows as delivered in the log', async () => {
    const { page } = staff;
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await page.goto('/dashboard/admin/webhooks');
    await page.getByLabel('URL (https://)').fill(url);
    await page.getByRole('checkbox', { name: /warrant\.served/ }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByTestId('webhook-secret').waitFor();

    const item = endpointItem(page, url);
    await item.getByRole('button', { name: 'Send test event' }).click();
    await item.getByText('Test event queued.').waitFor();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(received[0]!.headers['webhook-signature']).toMatch(/^v1,/);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test' });

    await item.getByRole('button', { name: 'Delivery log' }).click();
    const log = item.getByRole('table');
    await log.getByText('webhook.test').waitFor();
    // The log reads itself again while a delivery waits, until the receiver's answer is in.
    await log.getByText('Delivered (HTTP 204)').waitFor({ timeout: 15_000 });
  });

  it('a failed delivery is replayed from the log, with the same webhook-id', async () => {
    const { page } = staff;
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    // Failing for good takes 12 attempts over an hour and a half: the log is read as if the
    // delivered test event had failed, and Replay goes to the real server.
    let failIt = true;
    await page.route('**/api/admin/webhooks/*/deliveries', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { deliveries: Record<string, unknown>[] };
      if (failIt && json.deliveries[0]) {
        Object.assign(json.deliveries[0], {
          status: 'failed',
          responseStatus: 503,
          error: 'HTTP 503 Service Unavailable',
        });
      }
      await route.fulfill({ response, json });
    });
    try {
      await page.goto('/dashboard/admin/webhooks');
      const item = endpointItem(page, url);
      await item.getByRole('button', { name: 'Delivery log' }).click();
      const log = item.getByRole('table');
      await log.getByText('Failed (HTTP 503)').waitFor();
      await log.getByText('HTTP 503 Service Unavailable').waitFor();
      failIt = false;
      const before = received.length;
      await log.getByRole('button', { name: /^Replay the webhook\.test delivery of / }).click();
      await expect.poll(() => received.length, { timeout: 15_000 }).toBe(before + 1);
      expect(received.at(-1)!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
      await expect
        .poll(() => log.getByText('Delivered (HTTP 204)').count(), { timeout: 15_000 })
        .toBe(2);
    } finally {
      await page.unroute('**/api/admin/webhooks/*/deliveries');
    }
  });

  // The sweep sees this screen empty; here it holds a secret, long URLs and an open log.
  it('on a phone, with a secret and a delivery log showing, nothing scrolls sideways or fails axe', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.admin, {
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    try {
      await page.goto('/dashboard/admin/webhooks');
      const url = `${URL_OK}/a-rather-long-path-a-receiver-might-use/with-a-token-in-it`;
      await page.getByLabel('URL (https://)').fill(url);
      await page.getByRole('checkbox', { name: /unit\.status/ }).check();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await page.getByTestId('webhook-secret').waitFor();
      const receiverItem = page.getByRole('listitem').filter({ hasText: '127.0.0.1' });
      await receiverItem.getByRole('button', { name: 'Delivery log' }).click();
      await receiverItem.getByRole('table').waitFor();

      await stack.screenshot(page, 'event-webhooks-phone');
      // The phone's hidden table heading may sit off-screen; only a sideways scroll counts.
      if ((await horizontalOverflow(page)) > 0) expect(await overflowingElements(page)).toEqual([]);
      expect(await clippedButtons(page)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('staff rotate an endpoint’s secret, shown once again, and delete the endpoint', async () => {
    const { page } = staff;
    const url = 'https://hooks.example.com/retired';
    await page.goto('/dashboard/admin/webhooks');
    await page.getByLabel('URL (https://)').fill(url);
    await page.getByRole('checkbox', { name: /fine\.paid/ }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const first = await page.getByTestId('webhook-secret').textContent();
    await page.getByRole('button', { name: 'I have copied it' }).click();

    const item = endpointItem(page, url);
    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = item.getByTestId('webhook-secret');
    await rotated.waitFor();
    expect(await rotated.textContent()).toMatch(/^whsec_/);
    expect(await rotated.textContent()).not.toBe(first);

    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: 'Delete' }).click();
    await item.waitFor({ state: 'detached' });
  });
});

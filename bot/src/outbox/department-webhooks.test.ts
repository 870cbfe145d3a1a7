import { describe, expect, it } from 'vitest';
import { enqueue, loadConfig, type Config, type DbHandle } from '@tenfour/db';
import { seedDepartmentWebhooks } from '@tenfour/db/departments';
import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { discordEnv } from '../testing/discord-env';
import { useOutboxTestbed } from '../testing/outbox-testbed';
import { createOutboxWorker } from './worker';

let handle: DbHandle;
let fake: FakeDiscord;
let config: Config;
const clock = { now: new Date() };

useOutboxTestbed(clock, (testbed) => ({ handle, fake, config } = testbed));

const worker = (withConfig: Config = config) =>
  createOutboxWorker({
    db: handle.db,
    config: withConfig,
    now: () => clock.now,
    log: () => undefined,
  });
const webhooks = () =>
  handle.db
    .selectFrom('departments')
    .select(['id', 'report_webhook_url', 'dispatch_webhook_url'])
    .orderBy('position')
    .execute();

// The webhook variables are a first-start seed; the departments table is what posts read.
describe("departments' webhooks", () => {
  it('are seeded from the environment once, and staff changes stand after a restart', async () => {
    // The testbed's first worker run seeds the Xbox report webhook from its environment.
    await worker().runOnce();
    expect(await webhooks()).toEqual([
      {
        id: 'Xbox',
        report_webhook_url: `${fake.apiBase}/webhooks/123/tok`,
        dispatch_webhook_url: null,
      },
      { id: 'PlayStation', report_webhook_url: null, dispatch_webhook_url: null },
    ]);

    // Staff clear Xbox's webhook; a restart with other variables set changes nothing.
    await handle.db
      .updateTable('departments')
      .set({ report_webhook_url: null })
      .where('id', '=', 'Xbox')
      .execute();
    const restarted = loadConfig({
      NODE_ENV: 'test',
      ...discordEnv(fake),
      PLAYSTATION_REPORT_WEBHOOK_URL: `${fake.apiBase}/webhooks/456/ps-token`,
    });
    expect(await seedDepartmentWebhooks(handle.db, restarted)).toBe(false);
    await worker(restarted).runOnce();
    expect(await webhooks()).toEqual([
      { id: 'Xbox', report_webhook_url: null, dispatch_webhook_url: null },
      { id: 'PlayStation', report_webhook_url: null, dispatch_webhook_url: null },
    ]);
  });

  it("posts a report to the URL in the department's row", async () => {
    await handle.db
      .insertInto('departments')
      .values({
        id: 'BCSO',
        name: "Blaine County Sheriff's Office",
        short_name: 'BCSO',
        services: ['police'],
        position: 3,
        report_webhook_url: `${fake.apiBase}/webhooks/555/bcso-token`,
        updated_at: new Date(),
      })
      .execute();
    await enqueue(handle.db, 'webhook', {
      platform: 'BCSO',
      message: { embeds: [{ title: 'Citation' }] },
    });
    expect(await worker().runOnce()).toMatchObject({ sent: 1, failed: 0 });
    expect(fake.webhookPosts).toHaveLength(1);
    expect(fake.webhookPosts[0]).toMatchObject({ webhookId: '555', token: 'bcso-token' });
    expect((fake.webhookPosts[0]!.body.embeds as { title: string }[])[0]!.title).toBe('Citation');
  });
});

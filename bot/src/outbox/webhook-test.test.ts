import { describe, expect, it } from 'vitest';
import { sendWebhookTest } from '@tenfour/db/departments';
import { setUpCadTest } from '../testing/bot-test';

// Staff's Test button on a department's webhook: the test post goes through the outbox to the
// channel it names, the report channel or the dispatch channel.

const cad = setUpCadTest({
  env: (fake) => ({
    XBOX_REPORT_WEBHOOK_URL: `${fake.apiBase}/webhooks/901/report-token`,
    XBOX_DISPATCH_WEBHOOK_URL: `${fake.apiBase}/webhooks/902/dispatch-token`,
  }),
  clean: 'outbox and fake',
});

async function configure() {
  // The Test button needs the department's own setting; the worker sends where it points.
  await cad.ctx.db
    .updateTable('departments')
    .set({
      report_webhook_url: 'https://discord.com/api/webhooks/901/report-token',
      dispatch_webhook_url: 'https://discord.com/api/webhooks/902/dispatch-token',
    })
    .where('id', '=', 'Xbox')
    .execute();
}

describe("a department webhook's test post", () => {
  it.each([
    ['report', '901'],
    ['dispatch', '902'],
  ] as const)('goes to the %s channel', async (channel, webhookId) => {
    await configure();
    await sendWebhookTest(cad.ctx.db, 'Xbox', channel);
    await cad.deliverAll();
    expect(cad.fake.webhookPosts.map((p) => p.webhookId)).toEqual([webhookId]);
    const body = cad.fake.webhookPosts[0]!.body as { embeds: { title: string }[] };
    expect(body.embeds[0]!.title).toBe('Webhook test');
  });
});

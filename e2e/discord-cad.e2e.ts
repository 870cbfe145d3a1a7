import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionKeys, signInteraction, TEST_BOT_TOKEN } from '@tenfour/bot/testing/discord-env';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

// The CAD inside Discord, end to end: a civilian's /911 arrives from (the fake) Discord at the
// signed interactions endpoint, the dispatcher assigns an officer in Chromium, the officer's
// assignment DM arrives through the outbox, and pressing En Route changes the unit on the
// dispatcher's screen live.

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(browserAvailable())('the CAD inside Discord', () => {
  let stack: Stack;
  const keys = interactionKeys();
  let next = 1;

  /** What Discord does with an interaction: sign it and POST it to the endpoint. */
  async function interact(body: Record<string, unknown>) {
    const raw = JSON.stringify({
      id: String(9_000_000 + next),
      application_id: stack.fake.clientId,
      token: `e2e-token-${next++}`,
      version: 1,
      ...body,
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const res = await fetch(`${stack.baseUrl}/interactions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature-ed25519': signInteraction(keys.privateKey, timestamp, raw),
        'x-signature-timestamp': timestamp,
      },
      body: raw,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { type: number; data: { content?: string; flags?: number } };
  }

  beforeAll(async () => {
    stack = await startStack({
      DISCORD_BOT_TOKEN: TEST_BOT_TOKEN,
      DISCORD_PUBLIC_KEY: keys.publicKeyHex,
      // Interactions come to the HTTP endpoint; the fake has no gateway to connect to.
      DISCORD_GATEWAY: 'off',
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('/911 from Discord → the dispatcher assigns an officer → the DM’s En Route shows live', async () => {
    const caller = await stack.signedIn(PEOPLE.civilian);
    const officer = await stack.signedIn(PEOPLE.officer);
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    const casey = (
      (await apiPost(stack, caller.context, '/api/civilians', {
        firstName: 'Casey',
        lastName: 'Walker',
        dateOfBirth: '1990-04-12',
        knownAliases: [],
      })) as { civilian: { _id: string } }
    ).civilian._id;
    const jordan = (
      (await apiPost(stack, officer.context, '/api/civilians', {
        firstName: 'Jordan',
        lastName: 'Reyes',
        dateOfBirth: '1990-04-12',
        knownAliases: [],
      })) as { civilian: { _id: string } }
    ).civilian._id;
    await apiPost(stack, officer.context, '/api/officers', {
      civilianId: jordan,
      department: 'Xbox',
      callsign: 'D-104',
    });

    await desk.page.goto('/dashboard/dispatch');
    await desk.page.getByText('Live', { exact: true }).waitFor();
    const unit = desk.page.getByRole('row', { name: 'Unit D-104' });
    await unit.getByText('In Service').waitFor();

    // The civilian dials 911 in Discord.
    const reply = await interact({
      type: 2,
      guild_id: stack.fake.guildId,
      channel_id: '700000000000000999',
      member: {
        user: { id: PEOPLE.civilian.id, username: 'casey', discriminator: '0' },
        roles: [],
      },
      data: {
        id: '600000000000000001',
        name: '911',
        type: 1,
        options: [
          { name: 'civilian', type: 3, value: casey },
          { name: 'department', type: 3, value: 'Xbox' },
          { name: 'location', type: 3, value: 'Mirror Park Blvd' },
          { name: 'description', type: 3, value: 'A man collapsed outside the bar' },
          { name: 'services', type: 3, value: 'police,ems' },
        ],
      },
    });
    expect(reply.data.flags).toBe(64);
    const number = /#(\d+)/.exec(reply.data.content ?? '')?.[1];
    expect(number, reply.data.content).toBeDefined();

    // The dispatcher sees it arrive live and assigns D-104.
    await desk.page.getByRole('row', { name: `Call #${number}`, exact: true }).click();
    const card = desk.page.getByRole('dialog', { name: `Call #${number}` });
    await card.getByText('Caller: Casey Walker').waitFor();
    const pick = card.getByLabel(`Unit to assign to call #${number}`);
    const value = await pick.locator('option', { hasText: 'D-104' }).getAttribute('value');
    await pick.selectOption(value!);
    await card.getByRole('button', { name: 'Assign', exact: true }).click();
    await card.getByRole('button', { name: `Unassign D-104 from call #${number}` }).waitFor();

    // The officer's DM arrives with the call and its buttons.
    const dm = await until('the assignment DM', () =>
      stack.fake.messages.find((m) => m.channelId === `dm${PEOPLE.officer.id}`),
    );
    const message = dm.body as {
      embeds: { title: string }[];
      components: { components: { label: string; custom_id: string }[] }[];
    };
    expect(message.embeds[0]!.title).toBe(`Call #${number} · Other (Xbox)`);
    const enRoute = message.components[0]!.components.find((b) => b.label === 'En Route')!;

    // Pressing En Route changes the unit on the dispatcher's screen, live.
    const pressed = await interact({
      type: 3,
      channel_id: dm.channelId,
      user: { id: PEOPLE.officer.id, username: 'officer.jordan', discriminator: '0' },
      message: { id: dm.id, channel_id: dm.channelId, ...message },
      data: { custom_id: enRoute.custom_id, component_type: 2 },
    });
    expect(pressed.type).toBe(7);
    await unit.getByText('Busy / Unavailable').waitFor({ timeout: 10_000 });
    await unit.getByText(`On call #${number}: Other`).waitFor();

    // The caller's /911 reply was edited as the unit was assigned.
    await until('the edited /911 reply', () =>
      stack.fake.requests.find(
        (r) =>
          r.method === 'PATCH' &&
          r.path.endsWith('/messages/@original') &&
          String((r.body as { content?: string }).content).includes('Units assigned'),
      ),
    );
    for (const { context } of [caller, officer, desk]) await context.close();
  }, 180_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findUser,
  loadConfig,
  seedRoleMappingOnce,
  upsertUser,
  type Config,
  type DbHandle,
  createRateLimiter,
} from '@tenfour/db';
import { reconcileGuildRoles } from '@tenfour/db/discord';
import { createTestDb } from '@tenfour/db/testing';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { handleGatewayEvent } from './gateway';
import type { InteractionDeps } from './interactions';
import { describeCommands, registerCommands } from './register';
import { createInteractionRest } from './rest';
import { discordEnv } from './testing/discord-env';

const PSO = 'role-pso';
let handle: DbHandle;
let fake: FakeDiscord;
let config: Config;
let deps: InteractionDeps;

beforeAll(async () => {
  [handle, fake] = await Promise.all([createTestDb(), startFakeDiscord()]);
  config = loadConfig({ NODE_ENV: 'test', PSO_ROLE_IDS: PSO, ...discordEnv(fake) });
  await seedRoleMappingOnce(handle.db, config.roleSeed);
  deps = {
    db: handle.db,
    config,
    rest: createInteractionRest(config),
    limits: createRateLimiter(handle, config.rateLimits),
    now: () => new Date(),
  };
});
afterAll(async () => {
  await Promise.all([handle?.close(), fake?.close()]);
});

let nextId = 1;
async function signedInMember(roles: string[] = []) {
  const discordId = String(400_000_000_000_000_000n + BigInt(nextId++));
  await upsertUser(handle.db, {
    discordId,
    username: `m${nextId}`,
    discriminator: '0',
    avatar: null,
    roles,
  });
  return discordId;
}
const rolesOf = async (discordId: string) => (await findUser(handle.db, discordId))?.roles;

describe('gateway events', () => {
  it('answers a slash command on the interaction callback route', async () => {
    const discordId = await signedInMember();
    fake.addUser({ id: discordId, username: 'gw', roles: [PSO] });
    await handleGatewayEvent(deps, 'INTERACTION_CREATE', {
      id: '111',
      token: 'interaction-token',
      application_id: fake.clientId,
      type: 2,
      version: 1,
      guild_id: fake.guildId,
      member: { user: { id: discordId, username: 'gw', discriminator: '0' }, roles: [] },
      data: { id: '1', name: 'resync', type: 1 },
    });
    const callback = fake.requests.find(
      (r) => r.path === '/api/v10/interactions/111/interaction-token/callback',
    );
    expect(callback?.method).toBe('POST');
    expect(callback?.headers.authorization).toBeUndefined();
    expect(callback?.body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect((callback?.body as { data: { content: string } }).data.content).toContain(
      '• Public Safety',
    );
    expect(await rolesOf(discordId)).toEqual([PSO]);
  });

  it('applies guild member updates and removals from the configured guild only', async () => {
    const discordId = await signedInMember();
    const user = { id: discordId, username: 'x', discriminator: '0' };
    await handleGatewayEvent(deps, 'GUILD_MEMBER_UPDATE', { guild_id: '42', user, roles: [PSO] });
    expect(await rolesOf(discordId)).toEqual([]);

    await handleGatewayEvent(deps, 'GUILD_MEMBER_UPDATE', {
      guild_id: fake.guildId,
      user,
      roles: [PSO, 'r2'],
    });
    expect(await rolesOf(discordId)).toEqual([PSO, 'r2']);

    await handleGatewayEvent(deps, 'GUILD_MEMBER_REMOVE', { guild_id: fake.guildId, user });
    expect(await rolesOf(discordId)).toEqual([]);
  });

  it('reconciles stored roles with the guild member list on connect', async () => {
    const [stays, changes, left] = [
      await signedInMember([PSO]),
      await signedInMember([PSO]),
      await signedInMember(['r3']),
    ];
    const changed = await reconcileGuildRoles(
      handle.db,
      new Map([
        [stays, [PSO]],
        [changes, ['r9']],
        ['999', [PSO]],
      ]),
    );
    expect(await rolesOf(stays)).toEqual([PSO]);
    expect(await rolesOf(changes)).toEqual(['r9']);
    expect(await rolesOf(left)).toEqual([]);
    expect(await findUser(handle.db, '999')).toBeUndefined();
    expect(changed).toBeGreaterThanOrEqual(2);
  });
});

describe('Pay Fine on the gateway', () => {
  it('pays and edits the DM through the interaction callback', async () => {
    const { createRecord } = await import('@tenfour/db/records');
    const owner = await signedInMember();
    const civilian = await handle.db
      .insertInto('civilians')
      .values({
        discord_id: owner,
        first_name: 'Gia',
        last_name: 'Way',
        date_of_birth: '1991-02-03',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cop = await signedInMember([PSO]);
    const officer = await handle.db
      .insertInto('officers')
      .values({
        discord_id: cop,
        department: 'Xbox',
        callsign: 'G-1',
        badge_number: 101,
        first_name: 'Dee',
        last_name: 'Ray',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const record = await createRecord(
      handle.db,
      { officer, username: 'dee' },
      {
        civilianId: civilian.id,
        type: 'citation',
        offenses: [{ title: 'Jaywalking' }],
        notes: null,
      },
      config.records,
      new Date(),
    );
    const dm = await handle.db
      .selectFrom('outbox')
      .select('payload')
      .where('dedupe_key', '=', `dm:${record.recordId}`)
      .executeTakeFirstOrThrow();
    const message = (dm.payload as { message: { embeds: unknown[]; components: unknown[] } })
      .message;

    await handleGatewayEvent(deps, 'INTERACTION_CREATE', {
      id: '222',
      token: 'button-token',
      application_id: fake.clientId,
      type: 3,
      version: 1,
      channel_id: `dm${owner}`,
      user: { id: owner, username: 'gia', discriminator: '0' },
      message: { id: '9', channel_id: `dm${owner}`, ...message },
      data: { custom_id: `payfine:${record.recordId}`, component_type: 2 },
    });
    const callback = fake.requests.find(
      (r) => r.path === '/api/v10/interactions/222/button-token/callback',
    );
    const body = callback?.body as {
      type: number;
      data: { embeds: { fields: { name: string; value: string }[] }[]; components: unknown };
    };
    expect(body.type).toBe(7);
    expect(body.data.embeds[0]!.fields.at(-1)).toEqual({
      name: 'Status',
      value: '✅ Paid $50.00 from your checking account',
    });
    expect(JSON.stringify(body.data.components)).toContain('"disabled":true');
    const paid = await handle.db
      .selectFrom('records')
      .select('fine_status')
      .where('id', '=', record.recordId)
      .executeTakeFirstOrThrow();
    expect(paid.fine_status).toBe('paid');
  });
});

describe('npm run bot:register', () => {
  it('registers every command as a guild command', async () => {
    const names = await registerCommands(config);
    expect(names).toEqual([
      'resync',
      '911',
      'status',
      'duty',
      'lookup',
      'bank',
      'shop',
      'buy',
      'inventory',
    ]);
    expect(describeCommands(names).split('\n')).toEqual([
      'Registered 9 guild commands:',
      '  /resync — Update your roles on the website from your roles in this server (Any member of the server)',
      '  /911 — Call 911 as one of your civilians (Any member who has signed in to the site and has a civilian)',
      '  /status — Set your unit status (officers: 10-codes; fire/rescue: Available, En Route, …) (Public safety or fire/rescue role, with a registered profile)',
      '  /duty on|off — Clock in or out of duty (Public safety or fire/rescue role, with a registered profile)',
      '  /lookup name|plate|serial — Search the database (officers) (Public safety role, with a registered officer profile)',
      '  /bank — Your civilian’s bank balances and unpaid fines (Any member who has signed in to the site, for their own civilians)',
      '  /shop — What the shop sells, with prices and stock (Any member who has signed in to the site)',
      '  /buy — Buy an item from the shop for one of your civilians (Any member who has signed in to the site, for their own civilians)',
      '  /inventory — What one of your civilians holds (Any member who has signed in to the site, for their own civilians)',
    ]);
    const put = fake.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(
      `/api/v10/applications/${fake.clientId}/guilds/${fake.guildId}/commands`,
    );
    expect(put?.headers.authorization).toBe('Bot test-bot-token');
    expect((put?.body as unknown[])[0]).toMatchObject({
      name: 'resync',
      description: 'Update your roles on the website from your roles in this server',
      type: 1,
      contexts: [0],
    });
  });
});

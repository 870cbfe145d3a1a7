import { randomInt, type KeyObject } from 'node:crypto';
import type { Department } from '@tenfour/db';
import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { signInteraction } from '@tenfour/bot/testing/discord-env';
import { accountsOf, insertCivilian } from './bank';
import { TEST_ROLES, type TestContext, type TestMember } from './test-app';

/** A message the bot sent, as the fake Discord recorded it: embeds and rows of buttons. */
export interface SentEmbed {
  title: string;
  description?: string;
  color: number;
  fields: { name: string; value: string }[];
  footer?: { text: string };
}
export interface SentButton {
  type: number;
  style: number;
  label: string;
  custom_id: string;
  disabled?: boolean;
}
export interface SentMessage {
  embeds: SentEmbed[];
  components: { type: number; components: SentButton[] }[];
}

/** A stored officer profile for the member (the dispatch area's registration is not under test). */
export async function insertOfficer(
  ctx: TestContext,
  discordId: string,
  department: Department = 'Xbox',
): Promise<void> {
  await ctx.db
    .insertInto('officers')
    .values({
      discord_id: discordId,
      department,
      callsign: `T-${randomInt(100000, 999999)}`,
      // Wide range: a few thousand numbers gave birthday collisions across one file's officers.
      badge_number: randomInt(1000, 99_999_999),
      first_name: 'Alex',
      last_name: 'Miller',
    })
    .execute();
}

/** A signed-in public safety member with a stored officer profile. */
export async function officerMember(
  ctx: TestContext,
  department: Department = 'Xbox',
): Promise<TestMember> {
  const member = await ctx.member([TEST_ROLES.publicSafety]);
  await insertOfficer(ctx, member.discordId, department);
  return member;
}

/** A member known to the fake Discord, with a civilian whose bank is open. */
export async function civilianOwner(
  ctx: TestContext,
  fake: FakeDiscord,
  options: { name?: [string, string]; blocksDms?: boolean } = {},
) {
  const { name = ['Jamie', 'Rivera'], blocksDms } = options;
  const owner = await ctx.member();
  fake.addUser({
    id: owner.discordId,
    username: `owner${owner.discordId.slice(-4)}`,
    ...(blocksDms === undefined ? {} : { blocksDms }),
  });
  const civilianId = await insertCivilian(ctx.db, owner, ...name);
  await accountsOf(owner, civilianId);
  return { owner, civilianId };
}

/** POSTs an interaction to /interactions signed as Discord would, with the test clock's time. */
export function postInteraction(
  ctx: TestContext,
  privateKey: KeyObject,
  interaction: unknown,
  options: { signature?: string; timestamp?: string } = {},
): Promise<Response> {
  const body = JSON.stringify(interaction);
  const timestamp = options.timestamp ?? String(Math.floor(ctx.clock.now.getTime() / 1000));
  return ctx.request('/interactions', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature-ed25519': options.signature ?? signInteraction(privateKey, timestamp, body),
      'x-signature-timestamp': timestamp,
    },
    body,
  });
}

let nextInteraction = 1;

/** A slash command interaction from a guild member. */
export function slashCommand(name: string, guildId: string, userId: string) {
  return {
    id: String(2_000_000 + nextInteraction++),
    application_id: '800000000000000000',
    type: 2,
    token: `token-${nextInteraction}`,
    version: 1,
    guild_id: guildId,
    channel_id: '700000000000000000',
    member: { user: { id: userId, username: 'someone', discriminator: '0' }, roles: [] },
    data: { id: '600000000000000000', name, type: 1 },
  };
}

/** A button press in a DM (Discord sends `user`, not `member`, outside a guild). */
export function buttonPress(
  customId: string,
  userId: string,
  message: { embeds: unknown[]; components: unknown[] },
) {
  return {
    id: String(3_000_000 + nextInteraction++),
    application_id: '800000000000000000',
    type: 3,
    token: `token-${nextInteraction}`,
    version: 1,
    channel_id: `dm${userId}`,
    user: { id: userId, username: 'someone', discriminator: '0' },
    message: { id: '500000000000000000', channel_id: `dm${userId}`, ...message },
    data: { custom_id: customId, component_type: 2 },
  };
}

import type { KeyObject } from 'node:crypto';
import type { Department } from '@tenfour/db';
import { insertUnit } from '@tenfour/db/testing';
import { signInteraction } from '@tenfour/bot/testing/discord-env';
import type { TestContext } from './test-app';

/** Fixtures shared with the bot's tests. */
export { civilianOwner, officerMember } from '@tenfour/db/testing';
export type { SentButton, SentEmbed, SentMessage } from '@tenfour/db/testing/fake-discord';
export {
  buttonPress,
  /** A slash command interaction from a guild member. */
  commandInteraction as slashCommand,
} from '@tenfour/bot/testing/interactions';

/** A stored officer profile for the member (the dispatch area's registration is not under test). */
export async function insertOfficer(
  ctx: TestContext,
  discordId: string,
  department: Department = 'Xbox',
): Promise<void> {
  await insertUnit(ctx, discordId, { department });
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

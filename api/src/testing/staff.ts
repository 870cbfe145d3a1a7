import type { KeyObject } from 'node:crypto';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { discordEnv, interactionKeys } from '@tenfour/bot/testing/discord-env';
import { createTestContext, TEST_ROLES, type TestContext, type TestMember } from './test-app';
import { officer, type RecordsOfficer } from './records';

/** An app wired to a fake Discord, with a staff member and an officer signed in. */
export interface StaffDesk {
  ctx: TestContext;
  /** Signs the interactions the tests post as Discord. */
  privateKey: KeyObject;
  staff: TestMember;
  cop: RecordsOfficer;
  /** The fake Discord the app talks to. */
  fake: FakeDiscord;
  close(): Promise<void>;
}

/**
 * The staff suites' start: staff actions reach Discord (direct messages, buttons), so the app
 * talks to a fake one and accepts interactions signed with a test key.
 */
export async function staffDesk(env: Record<string, string> = {}): Promise<StaffDesk> {
  const fake = await startFakeDiscord();
  const keys = interactionKeys();
  const ctx = await createTestContext({ env: { ...discordEnv(fake, keys.publicKeyHex), ...env } });
  const staff = await ctx.member([TEST_ROLES.admin], { username: 'staff.sam' });
  const cop = await officer(ctx);
  return {
    ctx,
    privateKey: keys.privateKey,
    staff,
    cop,
    fake,
    close: async () => {
      await Promise.all([ctx.close(), fake.close()]);
    },
  };
}

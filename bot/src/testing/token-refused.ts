import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { useFakeDiscord, workerWithLog, type OutboxTestContext } from './outbox-testbed';

/** Where a DM is sent, and Discord's answer to a refused bot token. */
export const MESSAGES = /^\/api\/v10\/channels\/[^/]+\/messages$/;
export const UNAUTHORIZED = { status: 401, body: { code: 0, message: '401: Unauthorized' } };

/**
 * A file about Discord refusing the bot token: a fake Discord and the context `open` makes on
 * it (handed to `ready`), each test starting with an empty queue, a fake that forgot, and the
 * clock just after the database's now().
 */
export function setUpTokenRefused<C extends OutboxTestContext>(
  open: (env: Record<string, string>) => Promise<C>,
  ready: (opened: { ctx: C; fake: FakeDiscord }) => void,
) {
  let opened: { ctx: C; fake: FakeDiscord } | undefined;
  useFakeDiscord(
    open,
    (ctx, fake) => {
      opened = { ctx, fake };
      ready(opened);
    },
    { clean: 'outbox and clock' },
  );
  return {
    /** A member the fake Discord knows; returns their Discord id. */
    newMember() {
      const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
      opened!.fake.addUser({ id, username: `civ${id.slice(-4)}` });
      return id;
    },
    /** One worker, so one REST client, for the whole test: the token is lost per client. */
    workerWithLog: () => workerWithLog(opened!.ctx),
  };
}

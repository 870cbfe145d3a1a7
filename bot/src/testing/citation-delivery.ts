import { expect } from 'vitest';
import { accountsOf, type FixtureContext } from '@tenfour/db/testing';
import type { FakeDiscord, SentMessage } from '@tenfour/db/testing/fake-discord';
import { createOutboxWorker, type OutboxWorker } from '../outbox/worker';
import {
  createBotTestContext,
  interactionSender,
  type BotTestContext,
  type InteractionSender,
} from './bot-test';
import { useFakeDiscord, type OutboxTestContext } from './outbox-testbed';

/**
 * A file about citations reaching Discord and their fines being paid: a fake Discord, the
 * context `open` makes on it (the API's or the bot's) with a PlayStation report webhook and
 * little in checking and more in cash (so both halves of the payment rule show), and an
 * outbox worker on real time (queued rows are due from the database's now()), handed to
 * `ready`. Before each test the fake forgets, and with `clean` the queue is emptied too.
 */
export function setUpCitationDelivery<C extends OutboxTestContext & FixtureContext>(
  open: (env: Record<string, string>) => Promise<C>,
  ready: (opened: { ctx: C; fake: FakeDiscord; worker: OutboxWorker }) => void,
  options: { clean?: 'outbox' } = {},
) {
  let opened: { ctx: C; fake: FakeDiscord; worker: OutboxWorker } | undefined;
  useFakeDiscord(
    (env, fake) =>
      open({
        ...env,
        PLAYSTATION_REPORT_WEBHOOK_URL: `${fake.apiBase}/webhooks/456/ps-token`,
        BANK_STARTING_CHECKING: '100',
        BANK_STARTING_WALLET: '500',
      }),
    (ctx, fake) => {
      const worker = createOutboxWorker({ db: ctx.db, config: ctx.config, log: () => undefined });
      opened = { ctx, fake, worker };
      ready(opened);
    },
    options,
  );
  const state = () => opened!;
  return {
    /** The owner's civilian's checking balance and cash, in dollars. */
    async balances(owner: { discordId: string }, civilianId: string) {
      const { accounts, wallet } = await accountsOf(state().ctx, owner, civilianId);
      return {
        checking: accounts.find((a) => a.accountType === 'Checking')!.balance,
        cash: wallet.balance,
      };
    },
    async fineStatus(recordId: string) {
      const record = await state()
        .ctx.db.selectFrom('records')
        .select('fine_status')
        .where('id', '=', recordId)
        .executeTakeFirstOrThrow();
      return record.fine_status;
    },
    /** Files a citation with `file` and delivers it; returns the DM as Discord received it. */
    async deliveredCitation(owner: { discordId: string }, file: () => Promise<string>) {
      const { fake, worker } = state();
      const recordId = await file();
      await worker.runOnce();
      const dm = fake.messages.find(
        (m) =>
          m.channelId === `dm${owner.discordId}` &&
          JSON.stringify(m.body.components).includes(`payfine:${recordId}`),
      );
      expect(dm).toBeDefined();
      return { recordId, dm: dm!.body as unknown as SentMessage };
    },
  };
}

/** The bot's side of setUpCitationDelivery: its context, and a sender over either path. */
export function setUpBotCitationDelivery(
  ready: (opened: {
    ctx: BotTestContext;
    fake: FakeDiscord;
    worker: OutboxWorker;
    send: InteractionSender;
  }) => void,
  options: { clean?: 'outbox' } = {},
) {
  return setUpCitationDelivery(
    (env) => createBotTestContext({ env }),
    (opened) => ready({ ...opened, send: interactionSender(opened.ctx, opened.fake) }),
    options,
  );
}

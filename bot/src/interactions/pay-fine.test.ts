import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainError, loadConfig } from '@tenfour/db';
import { payRecordFine, RecordExpungedError } from '@tenfour/db/records';
import { MemberSuspendedError } from '@tenfour/db/staff';
import { citationMessages } from '../testing/citation';
import { handleInteraction, type InteractionDeps } from './index';

// The button's replies for every outcome of the payment. The payment itself (ownership, money,
// never twice) is exercised end to end on a real database in ../outbox/citation-delivery.test.ts.
vi.mock('@tenfour/db/records', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  payRecordFine: vi.fn(),
}));
const pay = vi.mocked(payRecordFine);

// A clock far from the real time, so a handler reading the real clock would show.
const CLOCK = new Date('2031-03-04T05:06:07.000Z');
const deps = {
  db: {},
  config: loadConfig({ NODE_ENV: 'test' }),
  rest: {},
  now: () => CLOCK,
} as unknown as InteractionDeps;
const recordId = randomUUID();
const { dm } = citationMessages(recordId);
const press = (customId = `payfine:${recordId}`, userId = '111111111111111111') => ({
  id: '1',
  application_id: '2',
  type: 3,
  token: 't',
  version: 1,
  user: { id: userId, username: 'civ', discriminator: '0' },
  message: { id: '9', channel_id: 'dm1', embeds: dm.embeds, components: dm.components },
  data: { custom_id: customId, component_type: 2 },
});
const reply = (interaction: ReturnType<typeof press>) =>
  handleInteraction(deps, interaction as unknown as Parameters<typeof handleInteraction>[1]);

beforeEach(() => pay.mockReset());

describe('Pay Fine button', () => {
  it('pays as the presser and updates the DM: status field added, button disabled', async () => {
    pay.mockResolvedValue({ status: 'paid', recordId, amountCents: 25_000, paidFrom: 'checking' });
    const response = await reply(press());
    expect(pay).toHaveBeenCalledWith(
      deps.db,
      expect.objectContaining({ recordId, payerDiscordId: '111111111111111111' }),
    );
    // The payment is made at the handlers' clock, not the machine's.
    expect(pay.mock.calls[0]![1]).toMatchObject({ now: CLOCK });
    expect(response).toEqual({
      type: 7,
      data: {
        embeds: [
          {
            ...dm.embeds![0],
            fields: [
              ...dm.embeds![0]!.fields!,
              { name: 'Status', value: '✅ Paid $250.00 from your checking account' },
            ],
          },
        ],
        components: [
          {
            type: 1,
            components: [
              {
                type: 2,
                style: 3,
                label: 'Fine Paid',
                custom_id: `payfine:${recordId}`,
                disabled: true,
              },
            ],
          },
        ],
      },
    });
  });

  it('says when the fine was paid from cash', async () => {
    pay.mockResolvedValue({ status: 'paid', recordId, amountCents: 1_234_567, paidFrom: 'wallet' });
    const response = (await reply(press())) as {
      data: { embeds: { fields: { value: string }[] }[] };
    };
    expect(response.data.embeds[0]!.fields.at(-1)!.value).toBe('✅ Paid $12,345.67 from your cash');
  });

  const ephemeralReply = (content: string) => ({ type: 4, data: { content, flags: 64 } });

  it('answers privately when already paid, short of money, not the owner, no fine, or gone', async () => {
    pay.mockResolvedValueOnce({ status: 'already_paid', recordId, amountCents: 25_000 });
    expect(await reply(press())).toEqual(
      ephemeralReply('✅ This fine has already been paid. Nothing was charged.'),
    );
    pay.mockRejectedValueOnce(new DomainError('insufficient_funds', 'bank.insufficientForFine'));
    expect(await reply(press())).toMatchObject(
      ephemeralReply(
        '❌ Not enough money to pay this fine: it is paid in full from your checking account, or else from your cash. Nothing was charged.',
      ),
    );
    pay.mockRejectedValueOnce(new DomainError('forbidden', 'records.fineOwnerOnly'));
    expect(await reply(press())).toEqual(
      ephemeralReply('❌ Only the owner of the cited civilian can pay this fine.'),
    );
    pay.mockRejectedValueOnce(new DomainError('not_found', 'records.recordNotFound'));
    expect(await reply(press())).toEqual(ephemeralReply('❌ This record no longer exists.'));
    pay.mockRejectedValueOnce(new DomainError('conflict', 'records.noFine'));
    expect(await reply(press())).toEqual(
      ephemeralReply('❌ This record has no fine to pay. Nothing was charged.'),
    );
    pay.mockRejectedValueOnce(new Error('connection lost'));
    expect(await reply(press())).toEqual(
      ephemeralReply(
        '❌ The fine could not be paid right now. Nothing was charged; try again later.',
      ),
    );
  });

  it('tells a suspended member why, and an expunged record that it can no longer be paid', async () => {
    const endsAt = new Date('2026-06-05T14:00:00Z');
    pay.mockRejectedValueOnce(
      new MemberSuspendedError({
        id: randomUUID(),
        discordId: '111111111111111111',
        reason: 'Bank fraud',
        startsAt: new Date('2026-06-01T00:00:00Z'),
        endsAt,
      }),
    );
    expect(await reply(press())).toEqual(
      ephemeralReply(
        `⛔ Your access is suspended until <t:${endsAt.getTime() / 1000}:f>. Reason: Bank fraud`,
      ),
    );
    pay.mockRejectedValueOnce(new RecordExpungedError());
    expect(await reply(press())).toEqual(
      ephemeralReply(
        '❌ This record has been expunged: its fine can no longer be paid. Nothing was charged.',
      ),
    );
  });

  it('refuses a malformed record id without trying to pay', async () => {
    expect(await reply(press('payfine:not-a-uuid'))).toEqual(
      ephemeralReply('❌ This button is no longer valid.'),
    );
    expect(pay).not.toHaveBeenCalled();
  });
});

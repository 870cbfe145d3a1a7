import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { DbHandle } from '../infra/client';
import { addMember, addPayer, createTestDb, pockets } from '../testing';
import { DomainError } from '../infra/errors';
import { payRecordFine } from './pay-fine';
import { createRecord } from './reports';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

// Civilians here are provisioned by the test itself; a fine never adds starting money.
const PAYING = {
  now: new Date(),
  opening: { walletCents: 0, checkingCents: 0 },
  via: 'site' as const,
};
const LIMITS = { customOffenseMaxFineCents: 1_000_000, customOffenseMaxJailMinutes: 600 };

const member = () => addMember(handle.db, 'm');

async function citedCivilian(
  fineCents: number,
  opening = { walletCents: 10_000, checkingCents: 50_000 },
) {
  const owner = await member();
  const civilianId = await addPayer(handle.db, owner, opening);
  const officerOwner = await member();
  const officer = await handle.db
    .insertInto('officers')
    .values({
      discord_id: officerOwner,
      department: 'Xbox',
      callsign: `F-${randomInt(100000, 999999)}`,
      badge_number: randomInt(1, 99_999_999),
      first_name: 'Alex',
      last_name: 'Miller',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const record = await createRecord(
    handle.db,
    { officer, username: 'alex' },
    {
      civilianId,
      type: 'citation',
      offenses: [{ title: 'Custom fine', fineCents }],
      notes: null,
    },
    LIMITS,
    new Date(),
  );
  return { owner, civilianId, recordId: record.recordId };
}

const balances = (civilianId: string) => pockets(handle.db, civilianId);

describe('payRecordFine', () => {
  it('pays once from checking; presses racing each other never charge twice', async () => {
    const { owner, civilianId, recordId } = await citedCivilian(12_345);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        payRecordFine(handle.db, { recordId, payerDiscordId: owner, ...PAYING }),
      ),
    );
    expect(results.filter((r) => r.status === 'paid')).toEqual([
      { status: 'paid', recordId, amountCents: 12_345, paidFrom: 'checking' },
    ]);
    expect(results.filter((r) => r.status === 'already_paid')).toHaveLength(3);
    expect(await balances(civilianId)).toEqual({ wallet: 10_000, accounts: [50_000 - 12_345] });
    const record = await handle.db
      .selectFrom('records')
      .select(['fine_status', 'paid_from'])
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ fine_status: 'paid', paid_from: 'checking' });
  });

  it('charges nothing when neither checking nor cash covers the fine', async () => {
    const { owner, civilianId, recordId } = await citedCivilian(70_000);
    await expect(
      payRecordFine(handle.db, { recordId, payerDiscordId: owner, ...PAYING }),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    expect(await balances(civilianId)).toEqual({ wallet: 10_000, accounts: [50_000] });
    const record = await handle.db
      .selectFrom('records')
      .select('fine_status')
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow();
    expect(record.fine_status).toBe('unpaid');
  });

  it('refuses a payer who does not own the civilian, and an unknown record', async () => {
    const { civilianId, recordId } = await citedCivilian(1_000);
    const stranger = await member();
    const refused = payRecordFine(handle.db, { recordId, payerDiscordId: stranger, ...PAYING });
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ code: 'forbidden' });
    expect(await balances(civilianId)).toEqual({ wallet: 10_000, accounts: [50_000] });
    await expect(
      payRecordFine(handle.db, {
        recordId: '00000000-0000-4000-8000-000000000000',
        payerDiscordId: stranger,
        ...PAYING,
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('payRecordFine with updateDm (paid on the site)', () => {
  const editsFor = (recordId: string) =>
    handle.db
      .selectFrom('outbox')
      .select(['payload', 'dedupe_key', 'status'])
      .where('kind', '=', 'dm_edit')
      .where(sql<string>`payload->>'recordId'`, '=', recordId)
      .execute();

  it('queues one DM update with the payment, and none for a payment already made', async () => {
    const { owner, recordId } = await citedCivilian(55_000, {
      walletCents: 60_000,
      checkingCents: 50_000,
    });
    const paid = await payRecordFine(handle.db, {
      recordId,
      payerDiscordId: owner,
      ...PAYING,
      updateDm: true,
    });
    expect(paid).toMatchObject({ status: 'paid', paidFrom: 'wallet' });
    expect(await editsFor(recordId)).toEqual([
      {
        payload: { recordId, discordId: owner, status: '✅ Paid $550.00 from your cash' },
        dedupe_key: `dm_edit:${recordId}`,
        status: 'pending',
      },
    ]);
    await payRecordFine(handle.db, { recordId, payerDiscordId: owner, ...PAYING, updateDm: true });
    expect(await editsFor(recordId)).toHaveLength(1);
  });

  it('queues nothing without the option, or when the payment is refused', async () => {
    const button = await citedCivilian(1_000);
    await payRecordFine(handle.db, {
      recordId: button.recordId,
      payerDiscordId: button.owner,
      ...PAYING,
    });
    expect(await editsFor(button.recordId)).toEqual([]);

    const broke = await citedCivilian(70_000);
    await expect(
      payRecordFine(handle.db, {
        recordId: broke.recordId,
        payerDiscordId: broke.owner,
        ...PAYING,
        updateDm: true,
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await editsFor(broke.recordId)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../infra/client';
import { addMember, addPayer, createTestDb, pockets } from '../testing';
import { DomainError } from '../infra/errors';
import { debitFine, INSUFFICIENT_FOR_FINE } from './fine-debits';
import { auditBank } from './ledger';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const OPENING = { walletCents: 50_000, checkingCents: 250_000 };

async function civilian(opening: typeof OPENING | null = OPENING): Promise<string> {
  return addPayer(handle.db, await addMember(handle.db, 'payer'), opening);
}

const pay = (civilianId: string, amountCents: number, reference: string) =>
  handle.db.transaction().execute((trx) =>
    debitFine(trx, {
      civilianId,
      amountCents,
      reference,
      description: 'Citation: Speeding',
      opening: OPENING,
      now: new Date(),
    }),
  );

describe('debitFine', () => {
  it('takes the fine from checking first and records a fine ledger row', async () => {
    const id = await civilian();
    const result = await pay(id, 20_000, `fine:${id}:1`);
    expect(result).toMatchObject({ paidFrom: 'checking', charged: true });
    expect(result.accountId).toBeTruthy();
    expect(await pockets(handle.db, id)).toEqual({ wallet: 50_000, accounts: [230_000] });
    const rows = await handle.db
      .selectFrom('bank_ledger')
      .selectAll()
      .where('reference', '=', `fine:${id}:1`)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'fine',
      amount_cents: -20_000,
      account_id: result.accountId,
      description: 'Citation: Speeding',
    });
  });

  it('falls back to the wallet when checking cannot cover it, never splitting the fine', async () => {
    const id = await civilian({ walletCents: 50_000, checkingCents: 10_000 });
    expect(await pay(id, 30_000, `fine:${id}:w`)).toEqual({ paidFrom: 'wallet', charged: true });
    expect(await pockets(handle.db, id)).toEqual({ wallet: 20_000, accounts: [10_000] });

    // 10,000 in checking + 20,000 cash would cover 25,000 together, but a fine is never split.
    await expect(pay(id, 25_000, `fine:${id}:x`)).rejects.toThrow(INSUFFICIENT_FOR_FINE);
    await expect(pay(id, 25_000, `fine:${id}:x`)).rejects.toBeInstanceOf(DomainError);
    expect(await pockets(handle.db, id)).toEqual({ wallet: 20_000, accounts: [10_000] });
  });

  it('charges a reference once: a second debit returns charged:false and moves nothing', async () => {
    const id = await civilian();
    const first = await pay(id, 5_000, `fine:${id}:once`);
    const second = await pay(id, 5_000, `fine:${id}:once`);
    expect(first.charged).toBe(true);
    expect(second).toEqual({ ...first, charged: false });
    expect(await pockets(handle.db, id)).toEqual({ wallet: 50_000, accounts: [245_000] });
  });

  it('gives a civilian who never opened the bank their opening balances first', async () => {
    const id = await civilian(null);
    const result = await handle.db.transaction().execute((trx) =>
      debitFine(trx, {
        civilianId: id,
        amountCents: 1_000,
        reference: `fine:${id}:new`,
        description: 'Citation',
        opening: { walletCents: 1_500, checkingCents: 0 },
        now: new Date(),
      }),
    );
    expect(result).toEqual({ paidFrom: 'wallet', charged: true });
    expect(await pockets(handle.db, id)).toEqual({ wallet: 500, accounts: [0] });
  });

  it('refuses nonsense amounts and unknown civilians', async () => {
    const id = await civilian();
    await expect(pay(id, 0, 'fine:zero')).rejects.toThrow(DomainError);
    await expect(pay(id, 12.5, 'fine:fraction')).rejects.toThrow(DomainError);
    await expect(pay('00000000-0000-4000-8000-000000000000', 100, 'fine:nobody')).rejects.toThrow(
      'Civilian not found.',
    );
  });

  it('keeps the books balanced: fines are the only money leaving the bank', async () => {
    const audit = await auditBank(handle.db);
    expect(audit.mismatchedPockets).toBe(0);
    expect(audit.burnedCents).toBe(20_000 + 30_000 + 5_000 + 1_000);
    expect(audit.accountsCents + audit.walletsCents).toBe(audit.mintedCents - audit.burnedCents);
  });
});

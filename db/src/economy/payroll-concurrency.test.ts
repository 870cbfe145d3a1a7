import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../infra/client';
import { DomainError } from '../infra/errors';
import { auditBank } from '../bank/ledger';
import { addMember, addPayer, createTestDb } from '../testing';
import {
  answerInvitation,
  inviteEmployee,
  moveBusinessMoney,
  registerBusiness,
  runPayroll,
} from './businesses';

// A payroll racing the owner's withdrawal from the same business account. Payroll credits the
// employees' accounts and debits the business account last with a guarded UPDATE, as the
// withdrawal does, so whichever commits second sees the first's balance: the account never
// goes below zero, and when both cannot fit exactly one is refused and moves nothing. On
// PostgreSQL (TEST_DATABASE_URL) the two truly run in parallel on a pool.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const OPENING = { walletCents: 10_000, checkingCents: 500_000 };
const WAGE = 10_000;
const EMPLOYEES = 3;

async function checkingOf(civilianId: string) {
  const row = await handle.db
    .selectFrom('bank_accounts')
    .select('id')
    .where('civilian_id', '=', civilianId)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function expectConserved() {
  const money = await auditBank(handle.db);
  expect(money).toMatchObject({ mismatchedPockets: 0, negativePockets: 0 });
  expect(
    money.accountsCents + money.walletsCents + money.treasuryCents + money.businessesCents,
  ).toBe(money.mintedCents - money.burnedCents);
  return money.accountsCents + money.walletsCents + money.treasuryCents + money.businessesCents;
}

describe('payroll racing a withdrawal', () => {
  it('never overdraws the business account; both fit or exactly one fails cleanly', async () => {
    const now = new Date();
    const owner = await addMember(handle.db, 'owner');
    const ownerCivilian = await addPayer(handle.db, owner, OPENING);
    const ownerAccount = await checkingOf(ownerCivilian);
    const business = await registerBusiness(handle.db, {
      discordId: owner,
      civilianId: ownerCivilian,
      fields: { name: 'Racing Diner', type: 'Diner', description: '' },
      now,
    });
    for (let i = 0; i < EMPLOYEES; i++) {
      const member = await addMember(handle.db, `worker${i}`);
      const civilianId = await addPayer(handle.db, member, OPENING);
      const invited = await inviteEmployee(handle.db, {
        discordId: owner,
        businessId: business.id,
        civilianId,
        wageCents: WAGE,
        now,
      });
      await answerInvitation(handle.db, {
        discordId: member,
        employmentId: invited.id,
        accept: true,
        opening: OPENING,
        now,
      });
    }
    const payroll = WAGE * EMPLOYEES;
    const total = await expectConserved();

    // Each round tops the account up to `balance`, then races payroll and a withdrawal.
    const rounds = [
      { balance: payroll + 20_000, withdraw: 20_000, bothFit: true },
      { balance: payroll + 10_000, withdraw: 20_000, bothFit: false },
      { balance: payroll, withdraw: payroll, bothFit: false },
      { balance: payroll + 5_000, withdraw: 25_000, bothFit: false },
      { balance: payroll + 30_000, withdraw: 30_000, bothFit: true },
    ];
    for (const round of rounds) {
      const held = async () =>
        Number(
          (
            await handle.db
              .selectFrom('business_accounts')
              .select('balance_cents')
              .where('business_id', '=', business.id)
              .executeTakeFirstOrThrow()
          ).balance_cents,
        );
      const topUp = round.balance - (await held());
      if (topUp > 0) {
        await moveBusinessMoney(handle.db, {
          discordId: owner,
          businessId: business.id,
          direction: 'deposit',
          accountId: ownerAccount,
          amountCents: topUp,
          now,
        });
      }
      const outcomes = await Promise.allSettled([
        runPayroll(handle.db, { discordId: owner, businessId: business.id, now }),
        moveBusinessMoney(handle.db, {
          discordId: owner,
          businessId: business.id,
          direction: 'withdraw',
          accountId: ownerAccount,
          amountCents: round.withdraw,
          now,
        }),
      ]);
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      const left = await held();
      expect(left).toBeGreaterThanOrEqual(0);
      if (round.bothFit) {
        expect(refused).toEqual([]);
        expect(left).toBe(round.balance - payroll - round.withdraw);
      } else {
        expect(refused).toHaveLength(1);
        const err = refused[0] as DomainError;
        expect(err).toBeInstanceOf(DomainError);
        expect(['business.payrollShort', 'business.accountShort']).toContain(err.key);
        const paid = outcomes[0].status === 'fulfilled' ? payroll : 0;
        const withdrawn = outcomes[1].status === 'fulfilled' ? round.withdraw : 0;
        expect(left).toBe(round.balance - paid - withdrawn);
      }
      expect(await expectConserved()).toBe(total);
    }
    // A refused payroll left no half-paid trace: every payroll ledger row belongs to a paid run.
    const runs = await handle.db
      .selectFrom('business_payroll_runs')
      .select(({ fn }) => fn.sum<string>('total_cents').as('sum'))
      .where('business_id', '=', business.id)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    const wages = await handle.db
      .selectFrom('bank_ledger')
      .select(({ fn }) => fn.sum<string>('amount_cents').as('sum'))
      .where('type', '=', 'payroll')
      .executeTakeFirstOrThrow();
    expect(Number(wages.sum)).toBe(Number(runs.sum));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpeningBalances, seedOpeningBalancesOnce } from '@tenfour/db/bank';
import { auditEntriesFor } from '@tenfour/db/testing';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { clientAs } from '../testing/client';
import { accountsOf, insertCivilian } from '../testing/bank';

// Opening balances (docs/economy.md) are community configuration: stored at the first start
// from the environment, then edited by staff, read by every provisioning.

let ctx: TestContext;
let staff: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { BANK_STARTING_WALLET: '120', BANK_STARTING_CHECKING: '340' },
  });
  staff = await ctx.member([TEST_ROLES.admin]);
});
afterAll(async () => {
  await ctx?.close();
});

const opening = (member: TestMember) => clientAs(ctx, member).economy.admin['opening-balances'];

describe('opening balances', () => {
  it('are the environment’s, stored at the first start and not read again', async () => {
    expect(await loadOpeningBalances(ctx.db)).toEqual({
      walletCents: 12_000,
      checkingCents: 34_000,
    });
    expect(await seedOpeningBalancesOnce(ctx.db, { walletCents: 1, checkingCents: 2 })).toBe(false);
    const res = await opening(staff).$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ walletCents: 12_000, checkingCents: 34_000 });
  });

  it('only staff read or change them; bad input is a 400 naming the field', async () => {
    const member = await ctx.member();
    expect((await opening(member).$get()).status).toBe(403);
    const put = await opening(member).$put({ json: { walletCents: 1, checkingCents: 1 } });
    expect(put.status).toBe(403);
    const negative = await opening(staff).$put({ json: { walletCents: -1, checkingCents: 0 } });
    expect(negative.status).toBe(400);
    expect(JSON.stringify(await negative.json())).toContain('walletCents');
    const fraction = await opening(staff).$put({
      json: { walletCents: 0, checkingCents: 1.5 },
    });
    expect(fraction.status).toBe(400);
    expect(await loadOpeningBalances(ctx.db)).toEqual({
      walletCents: 12_000,
      checkingCents: 34_000,
    });
  });

  it('a change applies to the next first visit, leaves earlier ones alone, and is audited', async () => {
    const early = await ctx.member();
    const earlyCivilian = await insertCivilian(ctx.db, early);
    const before = await accountsOf(early, earlyCivilian);
    expect(before.accounts[0]!.balance).toBe(340);

    const res = await opening(staff).$put({ json: { walletCents: 5_000, checkingCents: 0 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ walletCents: 5_000, checkingCents: 0 });

    const late = await ctx.member();
    const lateCivilian = await insertCivilian(ctx.db, late);
    const after = await accountsOf(late, lateCivilian);
    expect(after.accounts[0]!.balance).toBe(0);
    expect(after.wallet).toEqual({ balance: 50 });
    expect((await accountsOf(early, earlyCivilian)).accounts[0]!.balance).toBe(340);

    const [entry] = await auditEntriesFor(ctx.db, 'community.opening_balances', 'settings');
    expect(entry).toMatchObject({
      actor_discord_id: staff.discordId,
      before: { walletCents: 12_000, checkingCents: 34_000 },
      after: { walletCents: 5_000, checkingCents: 0 },
    });
  });
});

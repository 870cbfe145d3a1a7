import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMERGENCY_CALL_LIMITS } from '@tenfour/db/dispatch';
import { createTestContext, type TestContext } from '../testing/test-app';
import { clientAs, errorBody, insertCivilian } from '../testing/dispatch';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const CRASH = {
  department: 'Xbox' as const,
  location: 'Mirror Park Blvd',
  postal: '8115',
  description: 'Two cars crashed, a driver is hurt.',
  services: ['police' as const, 'ems' as const],
};

async function caller() {
  const member = await ctx.member([]);
  const civilianId = await insertCivilian(ctx, member.discordId);
  const dial = () => clientAs(ctx, member)['911'].calls.$post({ json: { ...CRASH, civilianId } });
  return Object.assign(member, { civilianId, dial });
}

/** Moves the clock past the per-member 911 interval. */
const later = () => ctx.clock.advance(EMERGENCY_CALL_LIMITS.intervalMs + 1_000);

describe('the limits on a member’s 911 calls', () => {
  it('answers a second call within a minute 429 with Retry-After: the seconds until the next', async () => {
    later();
    const person = await caller();
    expect((await person.dial()).status).toBe(201);

    ctx.clock.advance(15_000);
    const res = await person.dial();
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('45');
    expect(await errorBody(res)).toMatchObject({
      success: false,
      error: 'You called 911 less than a minute ago. Try again in 45 seconds.',
      message: 'You called 911 less than a minute ago. Try again in 45 seconds.',
      code: 'rate_limited',
    });

    // Waiting as long as it said is enough.
    ctx.clock.advance(45_000);
    expect((await person.dial()).status).toBe(201);
  });

  it('refuses a third open call with 409 and its own code and sentence, not as a rate limit', async () => {
    later();
    const person = await caller();
    expect((await person.dial()).status).toBe(201);
    later();
    expect((await person.dial()).status).toBe(201);
    later();

    const res = await person.dial();
    expect(res.status).toBe(409);
    // Waiting does not lift it: nothing tells the client when to try again.
    expect(res.headers.get('retry-after')).toBeNull();
    expect(await errorBody(res)).toMatchObject({
      success: false,
      error:
        'You already have 2 open 911 calls. Wait for dispatch to close one before calling again.',
      message:
        'You already have 2 open 911 calls. Wait for dispatch to close one before calling again.',
      code: 'open_calls_limit',
    });

    // Both at once (within the minute and two open): the open calls are what to wait for.
    const again = await person.dial();
    expect(again.status).toBe(409);
    expect((await errorBody(again)).code).toBe('open_calls_limit');

    // Once dispatch closes one, the member may call again.
    const open = await ctx.db
      .selectFrom('calls')
      .select('id')
      .where('caller_discord_id', '=', person.discordId)
      .executeTakeFirstOrThrow();
    await ctx.db.updateTable('calls').set({ status: 'Closed' }).where('id', '=', open.id).execute();
    expect((await person.dial()).status).toBe(201);

    // Another member is not limited by this one.
    expect((await (await caller()).dial()).status).toBe(201);
  });
});

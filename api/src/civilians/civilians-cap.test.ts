import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app';
import { clientAs, errorBody } from '../testing/client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { MAX_CIVILIANS_PER_MEMBER: '3' } });
});
afterAll(async () => {
  await ctx?.close();
});

it('caps the civilians one member can create, also for a burst at once', async () => {
  const member = clientAs(ctx, await ctx.member());
  const burst = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      member.civilians.$post({
        json: { firstName: `Burst${i}`, lastName: 'Tester', dateOfBirth: '1990-01-01' },
      }),
    ),
  );
  const statuses = burst.map((r) => r.status).sort();
  expect(statuses).toEqual([201, 201, 201, 422, 422, 422]);
  const refused = burst.find((r) => r.status !== 201)!;
  expect(await errorBody(refused)).toMatchObject({
    success: false,
    error:
      'You already have 3 civilians, the most one member can have. Delete one to create another.',
  });
  // Another member has a cap of their own.
  const other = clientAs(ctx, await ctx.member());
  const res = await other.civilians.$post({
    json: { firstName: 'Other', lastName: 'Tester', dateOfBirth: '1990-01-01' },
  });
  expect(res.status).toBe(201);
});

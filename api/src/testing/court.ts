import { afterAll, beforeAll } from 'vitest';
import { createTestContext, TEST_ROLES, type TestContext, type TestMember } from './test-app';
import { officer, type RecordsOfficer } from './records';

export interface CourtSuite {
  ctx: TestContext;
  /** An officer of Xbox who files the records that come to court. */
  cop: RecordsOfficer;
  judge: TestMember;
  staff: TestMember;
}

/** A fresh community for one court test file: an officer who files, a judge, a staff member. */
export function courtSuite(ready: (suite: CourtSuite) => void): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext();
    ready({
      ctx,
      cop: await officer(ctx, 'Xbox'),
      judge: await ctx.member([TEST_ROLES.judge], { username: 'judge.quinn' }),
      staff: await ctx.member([TEST_ROLES.admin], { username: 'staff.sam' }),
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });
}

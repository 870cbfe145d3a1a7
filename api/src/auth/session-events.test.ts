import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { clientAs } from '../testing/client';
import { readSse, type SseStream } from '../testing/dispatch';

// The member's own session, live: a suspension or a sign-out elsewhere reaches an idle page at
// once, with the sentence /suspended shows.

let ctx: TestContext;
let staff: TestMember;
const streams: SseStream[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin], { username: 'staff.sam' });
});
afterAll(async () => {
  for (const s of streams) await s.close();
  await ctx?.close();
});

async function open(member: TestMember): Promise<SseStream> {
  const res = await clientAs(ctx, member).auth.events.$get();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  // The stream is read from the raw response, event by event.
  const stream = readSse(res as unknown as Response);
  streams.push(stream);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

describe('GET /api/auth/events', () => {
  it('tells an idle page at once that a suspension ended its session, and why', async () => {
    const member = await ctx.member();
    const stream = await open(member);
    const res = await clientAs(ctx, staff).admin.members[':discordId'].suspend.$post({
      param: { discordId: member.discordId },
      json: { reason: 'Spamming 911 calls' },
    });
    expect(res.status).toBe(201);
    const event = await stream.next();
    expect(event).toMatchObject({
      event: 'suspended',
      data: { message: 'Your access is suspended until staff lift it. Reason: Spamming 911 calls' },
    });
  });

  it('says signed-out when the session ends otherwise', async () => {
    const member = await ctx.member();
    const stream = await open(member);
    expect((await member.client.auth.logout.$post()).status).toBeLessThan(400);
    expect((await stream.next()).event).toBe('signed-out');
  });

  it('is refused without a session', async () => {
    const res = await clientAs(ctx).auth.events.$get();
    expect(res.status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app';
import { clientAs, issuePaths } from '../testing/client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const ALL = ['call.new', 'call.911', 'assigned', 'call.note', 'panic', 'bolo', 'signal100', 'tone'];

describe('member alert settings', () => {
  it('answers the defaults before the first save: every kind at volume 70', async () => {
    const member = await ctx.member();
    const res = await clientAs(ctx, member).me['alert-settings'].$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ settings: { volume: 70, enabledKinds: ALL } });
  });

  it('saves the settings and reads them back, in the catalogue order', async () => {
    const member = await ctx.member();
    const api = clientAs(ctx, member).me['alert-settings'];
    const put = await api.$put({ json: { volume: 35, enabledKinds: ['panic', 'call.new'] } });
    expect(put.status).toBe(200);
    const saved = { volume: 35, enabledKinds: ['call.new', 'panic'] };
    expect(await put.json()).toEqual({ success: true, settings: saved });
    expect(await (await api.$get()).json()).toEqual({ settings: saved });
    // A second save replaces the first; nothing enabled is a valid choice.
    await api.$put({ json: { volume: 0, enabledKinds: [] } });
    expect(await (await api.$get()).json()).toEqual({ settings: { volume: 0, enabledKinds: [] } });
  });

  it('refuses unknown kinds and volumes outside whole numbers 0 to 100, naming the field', async () => {
    const member = await ctx.member();
    const put = (body: unknown) => member.put('/api/me/alert-settings', body);
    expect(await issuePaths(await put({ volume: 50, enabledKinds: ['siren'] }))).toEqual([
      'enabledKinds.0',
    ]);
    expect(await issuePaths(await put({ volume: 101, enabledKinds: [] }))).toEqual(['volume']);
    expect(await issuePaths(await put({ volume: 12.5, enabledKinds: [] }))).toEqual(['volume']);
    expect(await issuePaths(await put({ volume: -1, enabledKinds: [] }))).toEqual(['volume']);
    // Nothing was saved by the refusals.
    const res = await member.get('/api/me/alert-settings');
    expect(((await res.json()) as { settings: unknown }).settings).toEqual({
      volume: 70,
      enabledKinds: ALL,
    });
  });

  it('asks a signed-out visitor to sign in', async () => {
    const api = clientAs(ctx).me['alert-settings'];
    expect((await api.$get()).status).toBe(401);
    expect((await api.$put({ json: { volume: 10, enabledKinds: [] } })).status).toBe(401);
  });

  it("keeps each member's settings their own", async () => {
    const first = await ctx.member();
    const second = await ctx.member();
    await clientAs(ctx, first).me['alert-settings'].$put({
      json: { volume: 5, enabledKinds: ['bolo'] },
    });
    const theirs = await clientAs(ctx, second).me['alert-settings'].$get();
    expect(await theirs.json()).toEqual({ settings: { volume: 70, enabledKinds: ALL } });
    // The route takes no member id: a query naming another member is simply ignored.
    const probe = await second.get(`/api/me/alert-settings?discordId=${first.discordId}`);
    expect(await probe.json()).toEqual({ settings: { volume: 70, enabledKinds: ALL } });
  });
});

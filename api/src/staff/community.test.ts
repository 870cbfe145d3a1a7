import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesFor } from '@tenfour/db/testing';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';

let ctx: TestContext;
let staff: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin], { username: 'staff.sam' });
});
afterAll(async () => {
  await ctx?.close();
});

const community = () => staff.client.api.admin.community;

describe("the community's default language", () => {
  it('is English until staff change it', async () => {
    const res = await community().$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ defaultLanguage: 'en', updatedBy: null });
  });

  it('is set by staff, audited, and given to every session', async () => {
    const res = await community().language.$put({ json: { language: 'es' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.settings).toMatchObject({ defaultLanguage: 'es', updatedBy: staff.discordId });

    const [entry, ...more] = await auditEntriesFor(
      ctx.db,
      'community.default_language',
      'settings',
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_discord_id: staff.discordId,
      actor_profile: 'Community staff',
      target_type: 'community',
      before: { defaultLanguage: 'en' },
      after: { defaultLanguage: 'es' },
    });

    const member = await ctx.member();
    const session = await (await member.client.api.auth.session.$get()).json();
    expect(session.defaultLanguage).toBe('es');
    const signedOut = await (await ctx.client.api.auth.session.$get()).json();
    expect(signedOut.defaultLanguage).toBe('es');

    await community().language.$put({ json: { language: 'en' } });
  });

  it('accepts only a shipped language', async () => {
    for (const language of ['fr', 'English', '', null]) {
      const res = await staff.put('/api/admin/community/language', { language });
      expect(res.status, String(language)).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 'invalid_input' });
    }
    expect((await (await community().$get()).json()).defaultLanguage).toBe('en');
  });

  it('is for staff only: 401 signed out, 403 for members', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    for (const who of [undefined, member]) {
      const call = who ? who.request : ctx.request;
      const get = await call('/api/admin/community');
      const put = await call('/api/admin/community/language', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'de' }),
      });
      expect([get.status, put.status]).toEqual(who ? [403, 403] : [401, 401]);
    }
    expect((await (await community().$get()).json()).defaultLanguage).toBe('en');
  });
});

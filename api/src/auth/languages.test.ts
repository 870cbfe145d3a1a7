import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@tenfour/db';
import { createTestContext, type TestContext } from '../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("a member's language", () => {
  it('is unset until chosen, and the community default comes with the session', async () => {
    const member = await ctx.member();
    const res = await member.client.api.auth.session.$get();
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.signedIn && answer.user.locale).toBeNull();
    expect(answer.defaultLanguage).toBe('en');

    const signedOut = await (await ctx.client.api.auth.session.$get()).json();
    expect(signedOut).toMatchObject({ signedIn: false, defaultLanguage: 'en' });
  });

  it('is saved on the server and follows the member to a new session', async () => {
    const member = await ctx.member();
    const res = await member.client.api.me.locale.$put({ json: { locale: 'de' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, locale: 'de' });

    // The session that saved it sees it at once (its cached member was refreshed)...
    const me = await (await member.client.api.auth.me.$get()).json();
    expect(me).toMatchObject({ locale: 'de', defaultLanguage: 'en' });

    // ...and so does another device signing in later.
    const { token } = await createSession(ctx.db, member.discordId, ctx.clock.now);
    const other = await ctx.request('/api/auth/session', {
      headers: { cookie: `tenfour_session=${token}` },
    });
    expect(await other.json()).toMatchObject({ signedIn: true, user: { locale: 'de' } });
  });

  it('must be one the site ships: anything else is a 400 with the one error shape', async () => {
    const member = await ctx.member();
    for (const locale of ['fr', 'EN', '', 'de-DE', null, 7]) {
      const res = await member.put('/api/me/locale', { locale });
      expect(res.status, String(locale)).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 'invalid_input' });
    }
    const missing = await member.put('/api/me/locale', {});
    expect(missing.status).toBe(400);
    const row = await ctx.db
      .selectFrom('users')
      .select('locale')
      .where('discord_id', '=', member.discordId)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBeNull();
  });

  it('needs a signed-in member', async () => {
    const res = await ctx.client.api.me.locale.$put({ json: { locale: 'es' } });
    expect(res.status).toBe(401);
  });

  it('is stored as a language tag: the database refuses anything else, whatever calls it', async () => {
    const member = await ctx.member();
    await expect(
      ctx.db
        .updateTable('users')
        .set({ locale: 'not a language' as 'en' })
        .where('discord_id', '=', member.discordId)
        .execute(),
    ).rejects.toThrow(/users_locale_tag/);
  });

  it('reads as not chosen once it stops shipping, so the browser or community default applies', async () => {
    const member = await ctx.member();
    await ctx.db
      .updateTable('users')
      .set({ locale: 'fr' as 'en' })
      .where('discord_id', '=', member.discordId)
      .execute();
    const me = await (await member.client.api.auth.me.$get()).json();
    expect(me).toMatchObject({ locale: null, defaultLanguage: 'en' });
  });
});

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
let dispatcher: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin], { username: 'staff.sam' });
  dispatcher = await ctx.member([TEST_ROLES.publicSafety]);
});
afterAll(async () => {
  await ctx?.close();
});

const callAge = () => staff.client.api.admin.community['call-age'];
const consoleValues = async () => (await dispatcher.client.api.values.$get()).json();

describe("the console's call age colours", () => {
  it('start at 10 and 20 minutes, on the console and on the staff page', async () => {
    expect((await consoleValues()).callAge).toEqual({ warnMinutes: 10, alertMinutes: 20 });
    const settings = await (await staff.client.api.admin.community.$get()).json();
    expect(settings.callAge).toEqual({ warnMinutes: 10, alertMinutes: 20 });
  });

  it('are set by staff, audited, and every console reads them at once', async () => {
    const res = await callAge().$put({ json: { warnMinutes: 5, alertMinutes: 15 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      message: 'Call age colours saved.',
      callAge: { warnMinutes: 5, alertMinutes: 15 },
    });
    // The console's copy was read above: the change's announcement makes it read again.
    expect((await consoleValues()).callAge).toEqual({ warnMinutes: 5, alertMinutes: 15 });

    const [entry, ...more] = await auditEntriesFor(ctx.db, 'community.call_age', 'settings');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_discord_id: staff.discordId,
      actor_profile: 'Community staff',
      target_type: 'community',
      before: { warnMinutes: 10, alertMinutes: 20 },
      after: { warnMinutes: 5, alertMinutes: 15 },
    });
  });

  it('need amber before red, in whole minutes within a day, said by field', async () => {
    const refused = [
      [{ warnMinutes: 15, alertMinutes: 15 }, 'alertMinutes', 'staff.callAgeWarnBeforeAlert'],
      [{ warnMinutes: 30, alertMinutes: 20 }, 'alertMinutes', 'staff.callAgeWarnBeforeAlert'],
      [{ warnMinutes: 7.5, alertMinutes: 20 }, 'warnMinutes', 'staff.callAgeWholeMinutes'],
      [{ warnMinutes: '7', alertMinutes: 20 }, 'warnMinutes', 'staff.callAgeWholeMinutes'],
      [{ warnMinutes: 5 }, 'alertMinutes', 'staff.callAgeWholeMinutes'],
      [{ warnMinutes: 0, alertMinutes: 20 }, 'warnMinutes', 'staff.callAgeRange'],
      [{ warnMinutes: 10, alertMinutes: 1441 }, 'alertMinutes', 'staff.callAgeRange'],
    ] as const;
    for (const [body, path, key] of refused) {
      const res = await staff.put('/api/admin/community/call-age', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json(), JSON.stringify(body)).toMatchObject({
        success: false,
        code: 'invalid_input',
        issues: [{ path, key }],
      });
    }
    expect((await consoleValues()).callAge).toEqual({ warnMinutes: 5, alertMinutes: 15 });
  });

  it('words the order rule plainly', async () => {
    const res = await staff.put('/api/admin/community/call-age', {
      warnMinutes: 20,
      alertMinutes: 20,
    });
    expect(await res.json()).toMatchObject({
      issues: [
        {
          path: 'alertMinutes',
          message: 'Red must start later than amber: enter more minutes than for amber.',
        },
      ],
    });
  });

  it('the database holds the same bounds', async () => {
    await expect(
      ctx.db
        .updateTable('community_settings')
        .set({ call_age_warn_minutes: 30, call_age_alert_minutes: 20 })
        .execute(),
    ).rejects.toThrow(/community_settings_call_age/);
  });

  it('are for staff only: 401 signed out, 403 for members', async () => {
    const body = JSON.stringify({ warnMinutes: 1, alertMinutes: 2 });
    for (const who of [undefined, dispatcher]) {
      const call = who ? who.request : ctx.request;
      const res = await call('/api/admin/community/call-age', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(who ? 403 : 401);
    }
    expect((await consoleValues()).callAge).toEqual({ warnMinutes: 5, alertMinutes: 15 });
  });
});

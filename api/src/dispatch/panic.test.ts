import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { clientAs, registeredOfficer } from '../testing/dispatch';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('panic alerts', () => {
  it('names the officer and their last known call, once, until acknowledged', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const colleague = await registeredOfficer(ctx, 'Xbox');
    const stranger = await registeredOfficer(ctx, 'PlayStation');
    const asOfficer = clientAs(ctx, officer);
    const asColleague = clientAs(ctx, colleague);
    const asStranger = clientAs(ctx, stranger);
    const { call } = await (
      await asOfficer.calls.$post({ json: { type: 'Shots Fired', location: 'Grove Street' } })
    ).json();

    const res = await asOfficer.panic.$post();
    expect(res.status).toBe(201);
    const { alert } = await res.json();
    expect(alert).toMatchObject({
      callsign: officer.officer.callsign,
      officerName: 'Jordan Reyes',
      callId: call._id,
      lastKnownCall: `#${call.callNumber} Shots Fired — Grove Street`,
      acknowledgedAt: null,
    });

    // Pressing again keeps the one open alert.
    const again = await asOfficer.panic.$post();
    expect(again.status).toBe(200);
    expect((await again.json()).alert._id).toBe(alert._id);

    const seen = await (await asColleague.panic.$get()).json();
    expect(seen.alerts.map((a) => a._id)).toContain(alert._id);
    const hidden = await (await asStranger.panic.$get()).json();
    expect(hidden.alerts.map((a) => a._id)).not.toContain(alert._id);
    const acknowledge = { param: { id: alert._id } };
    expect((await asStranger.panic[':id'].acknowledge.$post(acknowledge)).status).toBe(404);

    const ack = await asColleague.panic[':id'].acknowledge.$post(acknowledge);
    expect(ack.status).toBe(200);
    expect((await ack.json()).alert).toMatchObject({
      acknowledgedBy: colleague.officer.callsign,
    });
    const after = await (await asColleague.panic.$get()).json();
    expect(after.alerts.map((a) => a._id)).not.toContain(alert._id);

    // A new press after acknowledgement raises a new alert.
    const next = await asOfficer.panic.$post();
    expect(next.status).toBe(201);
    expect((await next.json()).alert._id).not.toBe(alert._id);
  });

  it('raises without a call when the officer has none', async () => {
    const officer = await registeredOfficer(ctx, 'PlayStation');
    const { alert } = await (await clientAs(ctx, officer).panic.$post()).json();
    expect(alert.lastKnownCall).toBeNull();
  });

  it('is for officers only (403)', async () => {
    const civilian = clientAs(ctx, await ctx.member([TEST_ROLES.fireRescue]));
    expect((await civilian.panic.$post()).status).toBe(403);
    expect((await civilian.panic.$get()).status).toBe(403);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await civilian.panic[':id'].acknowledge.$post({ param: { id } })).status).toBe(403);
  });
});

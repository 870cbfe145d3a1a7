import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { clientAs, registeredOfficer, registeredSafr } from '../testing/safr';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('fire/rescue panic', () => {
  it('alerts the whole department, officers and fire/rescue, until acknowledged', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const medic = await registeredSafr(ctx, 'Xbox', { name: { first: 'Morgan', last: 'Lee' } });
    const colleague = await registeredSafr(ctx, 'Xbox');
    const stranger = await registeredSafr(ctx, 'PlayStation');
    const asOfficer = clientAs(ctx, officer);
    const asMedic = clientAs(ctx, medic);
    const asColleague = clientAs(ctx, colleague);
    const asStranger = clientAs(ctx, stranger);
    const { call } = await (
      await asOfficer.calls.$post({ json: { type: 'Structure Fire', location: 'Mirror Park' } })
    ).json();
    // A unit on a call is on duty.
    expect((await asMedic.safr.units.me.$put({ json: { status: 'Available' } })).status).toBe(200);
    expect(
      (await asMedic.safr.calls[':id'].units.$post({ param: { id: call._id }, json: {} })).status,
    ).toBe(200);

    const res = await asMedic.safr.panic.$post();
    expect(res.status).toBe(201);
    const { alert } = await res.json();
    expect(alert).toMatchObject({
      officerId: medic.profile._id,
      service: 'safr',
      callsign: medic.profile.callsign,
      officerName: 'Morgan Lee',
      callId: call._id,
      lastKnownCall: `#${call.callNumber} Structure Fire — Mirror Park`,
      acknowledgedAt: null,
    });
    // Pressing again while open returns the same alert.
    const again = await asMedic.safr.panic.$post();
    expect(again.status).toBe(200);
    expect((await again.json()).alert._id).toBe(alert._id);

    // Officers and fire/rescue see the same department-wide list; the other department not.
    for (const member of [officer]) {
      const { alerts } = await (await clientAs(ctx, member).panic.$get()).json();
      expect(alerts.map((a) => a._id)).toContain(alert._id);
    }
    const seen = await (await asColleague.safr.panic.$get()).json();
    expect(seen.alerts.map((a) => a._id)).toContain(alert._id);
    const other = await (await asStranger.safr.panic.$get()).json();
    expect(other.alerts.map((a) => a._id)).not.toContain(alert._id);
    expect(
      (await asStranger.safr.panic[':id'].acknowledge.$post({ param: { id: alert._id } })).status,
    ).toBe(404);

    // An officer's panic reaches fire/rescue too.
    const raised = await (await asOfficer.panic.$post()).json();
    expect(raised.alert.service).toBe('police');
    const both = await (await asColleague.safr.panic.$get()).json();
    expect(both.alerts.map((a) => a._id)).toEqual([alert._id, raised.alert._id]);

    const ack = await asOfficer.panic[':id'].acknowledge.$post({ param: { id: alert._id } });
    expect((await ack.json()).alert.acknowledgedBy).toBe(officer.officer.callsign);
    const ack2 = await asColleague.safr.panic[':id'].acknowledge.$post({
      param: { id: raised.alert._id },
    });
    expect(ack2.status).toBe(200);
    expect((await ack2.json()).alert.acknowledgedBy).toBe(colleague.profile.callsign);
    const open = await (await asMedic.safr.panic.$get()).json();
    expect(open.alerts.map((a) => a._id)).not.toContain(alert._id);
  });

  it('validates the id (400) and is for fire/rescue members with a profile (403)', async () => {
    const medic = clientAs(ctx, await registeredSafr(ctx, 'Xbox'));
    expect(
      (await medic.safr.panic[':id'].acknowledge.$post({ param: { id: 'not-an-id' } })).status,
    ).toBe(400);
    const officer = await registeredOfficer(ctx, 'Xbox');
    const unregistered = await ctx.member([TEST_ROLES.fireRescue]);
    for (const member of [officer, unregistered].map((m) => clientAs(ctx, m))) {
      expect((await member.safr.panic.$get()).status).toBe(403);
      expect((await member.safr.panic.$post()).status).toBe(403);
      expect(
        (
          await member.safr.panic[':id'].acknowledge.$post({
            param: { id: '00000000-0000-4000-8000-000000000000' },
          })
        ).status,
      ).toBe(403);
    }
  });
});

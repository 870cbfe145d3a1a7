import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallView, PanicView } from '@tenfour/db/dispatch';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { json, registeredOfficer, registeredSafr } from '../testing/safr';

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
    const { call } = await json<{ call: CallView }>(
      await officer.post('/api/calls', { type: 'Structure Fire', location: 'Mirror Park' }),
    );
    // A unit on a call is on duty.
    expect((await medic.put('/api/safr/units/me', { status: 'Available' })).status).toBe(200);
    expect((await medic.post(`/api/safr/calls/${call._id}/units`, {})).status).toBe(200);

    const res = await medic.post('/api/safr/panic');
    expect(res.status).toBe(201);
    const { alert } = await json<{ alert: PanicView }>(res);
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
    const again = await medic.post('/api/safr/panic');
    expect(again.status).toBe(200);
    expect((await json<{ alert: PanicView }>(again)).alert._id).toBe(alert._id);

    // Officers and fire/rescue see the same department-wide list; the other department not.
    for (const member of [officer]) {
      const { alerts } = await json<{ alerts: PanicView[] }>(await member.get('/api/panic'));
      expect(alerts.map((a) => a._id)).toContain(alert._id);
    }
    const seen = await json<{ alerts: PanicView[] }>(await colleague.get('/api/safr/panic'));
    expect(seen.alerts.map((a) => a._id)).toContain(alert._id);
    const other = await json<{ alerts: PanicView[] }>(await stranger.get('/api/safr/panic'));
    expect(other.alerts.map((a) => a._id)).not.toContain(alert._id);
    expect((await stranger.post(`/api/safr/panic/${alert._id}/acknowledge`)).status).toBe(404);

    // An officer's panic reaches fire/rescue too.
    const raised = await json<{ alert: PanicView }>(await officer.post('/api/panic'));
    expect(raised.alert.service).toBe('police');
    const both = await json<{ alerts: PanicView[] }>(await colleague.get('/api/safr/panic'));
    expect(both.alerts.map((a) => a._id)).toEqual([alert._id, raised.alert._id]);

    const ack = await officer.post(`/api/panic/${alert._id}/acknowledge`);
    expect((await json<{ alert: PanicView }>(ack)).alert.acknowledgedBy).toBe(
      officer.officer.callsign,
    );
    const ack2 = await colleague.post(`/api/safr/panic/${raised.alert._id}/acknowledge`);
    expect(ack2.status).toBe(200);
    expect((await json<{ alert: PanicView }>(ack2)).alert.acknowledgedBy).toBe(
      colleague.profile.callsign,
    );
    const open = await json<{ alerts: PanicView[] }>(await medic.get('/api/safr/panic'));
    expect(open.alerts.map((a) => a._id)).not.toContain(alert._id);
  });

  it('validates the id (400) and is for fire/rescue members with a profile (403)', async () => {
    const medic = await registeredSafr(ctx, 'Xbox');
    expect((await medic.post('/api/safr/panic/not-an-id/acknowledge')).status).toBe(400);
    const officer = await registeredOfficer(ctx, 'Xbox');
    const unregistered = await ctx.member([TEST_ROLES.fireRescue]);
    for (const member of [officer, unregistered]) {
      expect((await member.get('/api/safr/panic')).status).toBe(403);
      expect((await member.post('/api/safr/panic')).status).toBe(403);
      expect(
        (await member.post('/api/safr/panic/00000000-0000-4000-8000-000000000000/acknowledge'))
          .status,
      ).toBe(403);
    }
  });
});

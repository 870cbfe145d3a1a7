import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallView, PanicView } from '@tenfour/db/dispatch';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { json, registeredOfficer } from './testing';

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
    const { call } = await json<{ call: CallView }>(
      await officer.post('/api/calls', { type: 'Shots Fired', location: 'Grove Street' }),
    );

    const res = await officer.post('/api/panic');
    expect(res.status).toBe(201);
    const { alert } = await json<{ alert: PanicView }>(res);
    expect(alert).toMatchObject({
      callsign: officer.officer.callsign,
      officerName: 'Jordan Reyes',
      callId: call._id,
      lastKnownCall: `#${call.callNumber} Shots Fired — Grove Street`,
      acknowledgedAt: null,
    });

    // Pressing again keeps the one open alert.
    const again = await officer.post('/api/panic');
    expect(again.status).toBe(200);
    expect((await json<{ alert: PanicView }>(again)).alert._id).toBe(alert._id);

    const seen = await json<{ alerts: PanicView[] }>(await colleague.get('/api/panic'));
    expect(seen.alerts.map((a) => a._id)).toContain(alert._id);
    const hidden = await json<{ alerts: PanicView[] }>(await stranger.get('/api/panic'));
    expect(hidden.alerts.map((a) => a._id)).not.toContain(alert._id);
    expect((await stranger.post(`/api/panic/${alert._id}/acknowledge`)).status).toBe(404);

    const ack = await colleague.post(`/api/panic/${alert._id}/acknowledge`);
    expect(ack.status).toBe(200);
    expect((await json<{ alert: PanicView }>(ack)).alert).toMatchObject({
      acknowledgedBy: colleague.officer.callsign,
    });
    const after = await json<{ alerts: PanicView[] }>(await colleague.get('/api/panic'));
    expect(after.alerts.map((a) => a._id)).not.toContain(alert._id);

    // A new press after acknowledgement raises a new alert.
    const next = await officer.post('/api/panic');
    expect(next.status).toBe(201);
    expect((await json<{ alert: PanicView }>(next)).alert._id).not.toBe(alert._id);
  });

  it('raises without a call when the officer has none', async () => {
    const officer = await registeredOfficer(ctx, 'PlayStation');
    const { alert } = await json<{ alert: PanicView }>(await officer.post('/api/panic'));
    expect(alert.lastKnownCall).toBeNull();
  });

  it('is for officers only (403)', async () => {
    const civilian = await ctx.member([TEST_ROLES.fireRescue]);
    expect((await civilian.post('/api/panic')).status).toBe(403);
    expect((await civilian.get('/api/panic')).status).toBe(403);
    expect(
      (await civilian.post('/api/panic/00000000-0000-4000-8000-000000000000/acknowledge')).status,
    ).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import {
  clientAs,
  errorBody,
  insertCivilian,
  registeredOfficer,
  registeredSafr,
  type Api,
  type TestSafrMember,
} from '../testing/safr';

let ctx: TestContext;
let medic: TestSafrMember;
let patientOwner: Awaited<ReturnType<TestContext['member']>>;
let patientId: string;

type Member = Parameters<typeof clientAs>[1];
type PcrBody = InferRequestType<Api['safr']['reports']['patient-care']['$post']>['json'];
type PcrQuery = InferRequestType<Api['safr']['reports']['patient-care']['$get']>['query'];
type FirBody = InferRequestType<Api['safr']['reports']['fire-incident']['$post']>['json'];
type FirQuery = InferRequestType<Api['safr']['reports']['fire-incident']['$get']>['query'];
const byId = (id: string) => ({ param: { id } });
/** The officers' Search Database profile of the patient (that route also answers plates and serials). */
async function searchProfile(api: Api) {
  const found = await (await api.search.$get({ query: { id: patientId } })).json();
  if (!('medical' in found)) throw new Error('expected a civilian profile');
  return found;
}
const pcrs = (member?: Member) => clientAs(ctx, member).safr.reports['patient-care'];
const firs = (member?: Member) => clientAs(ctx, member).safr.reports['fire-incident'];

beforeAll(async () => {
  ctx = await createTestContext();
  medic = await registeredSafr(ctx, 'Xbox', { name: { first: 'Morgan', last: 'Lee' } });
  patientOwner = await ctx.member();
  patientId = await insertCivilian(ctx, patientOwner.discordId, { first: 'Casey', last: 'Walker' });
});
afterAll(async () => {
  await ctx?.close();
});

const PCR: Omit<PcrBody, 'patientId'> = {
  chiefComplaint: 'Shortness of breath',
  vitals: { bloodPressure: '148/92', pulse: 112, spo2: 93, temperature: 99.1, gcs: null },
  assessment: 'Wheezing on both sides.',
  treatment: 'Oxygen 4 L/min.',
  disposition: 'Transported',
  destination: 'Pillbox Hill Medical Center',
};

async function filePcr(by: TestSafrMember, body: Partial<PcrBody> = {}) {
  const res = await pcrs(by).$post({ json: { patientId, ...PCR, ...body } });
  expect(res.status).toBe(201);
  return (await res.json()).report;
}

describe('patient care reports', () => {
  it('files a report signed by the stored profile, linked to a call fire/rescue sees', async () => {
    const officer = clientAs(ctx, await registeredOfficer(ctx, 'Xbox'));
    const { call } = await (
      await officer.calls.$post({ json: { type: 'Medical Emergency', location: 'Grove Street' } })
    ).json();
    // Ignored: the author always comes from the stored profile.
    const ignored = {
      author: { name: 'Someone Else', callsign: 'X-1' },
      department: 'PlayStation',
    };
    const res = await pcrs(medic).$post({
      json: { ...PCR, patientId, callId: call._id, ...ignored },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: 'Patient care report filed.' });
    expect(body.report).toEqual({
      _id: expect.any(String),
      department: 'Xbox',
      patient: { _id: patientId, name: 'Casey Walker', dateOfBirth: '1990-04-12' },
      call: {
        _id: call._id,
        callNumber: call.callNumber,
        type: 'Medical Emergency',
        location: 'Grove Street',
      },
      chiefComplaint: 'Shortness of breath',
      vitals: { bloodPressure: '148/92', pulse: 112, spo2: 93, temperature: 99.1 },
      assessment: 'Wheezing on both sides.',
      treatment: 'Oxygen 4 L/min.',
      disposition: 'Transported',
      destination: 'Pillbox Hill Medical Center',
      author: {
        name: 'Morgan Lee',
        callsign: medic.profile.callsign,
        rank: 'Probationary',
        role: 'Paramedic',
      },
      createdAt: ctx.clock.now.toISOString(),
    });
    const read = await pcrs(medic)[':id'].$get(byId(body.report._id));
    expect(await read.json()).toEqual({ report: body.report });

    // A destination belongs to a transport only.
    const refused = await filePcr(medic, { disposition: 'Refused', destination: 'Anywhere' });
    expect(refused.destination).toBeNull();
  });

  it('refuses a call fire/rescue cannot see (404) and an unknown patient (404)', async () => {
    const officer = clientAs(ctx, await registeredOfficer(ctx, 'Xbox'));
    const stranger = clientAs(ctx, await registeredOfficer(ctx, 'PlayStation'));
    const robbery = await (
      await officer.calls.$post({ json: { type: 'Robbery', location: 'Fleeca' } })
    ).json();
    const elsewhere = await (
      await stranger.calls.$post({
        json: { type: 'Medical Emergency', location: 'Sandy Shores' },
      })
    ).json();
    for (const callId of [robbery.call._id, elsewhere.call._id]) {
      const res = await pcrs(medic).$post({ json: { ...PCR, patientId, callId } });
      expect(res.status).toBe(404);
      expect((await errorBody(res)).error).toBe('Call not found.');
    }
    const unknown = await pcrs(medic).$post({
      json: { ...PCR, patientId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect((await errorBody(unknown)).error).toBe('Patient not found.');
  });

  it('answers invalid reports with 400 and a message per field', async () => {
    const res = await pcrs(medic).$post({
      json: {
        patientId: 'someone',
        chiefComplaint: ' ',
        disposition: 'Transported',
        // Text where a number belongs, on purpose.
        vitals: { pulse: 400, spo2: 'high' as never, bloodPressure: '120 over 80', gcs: 2.5 },
      },
    });
    expect(res.status).toBe(400);
    const { issues } = await errorBody(res);
    expect(Object.fromEntries(issues.map((i) => [i.path, i.message]))).toEqual({
      patientId: 'Choose the patient.',
      chiefComplaint: 'Enter the chief complaint.',
      'vitals.pulse': 'Pulse must be between 0 and 300.',
      'vitals.spo2': 'SpO2 must be a number.',
      'vitals.bloodPressure': 'Blood pressure must look like 120/80.',
      'vitals.gcs': 'GCS must be a whole number.',
    });
    const noDestination = await pcrs(medic).$post({
      json: { ...PCR, patientId, destination: '' },
    });
    expect(noDestination.status).toBe(400);
    expect((await errorBody(noDestination)).error).toBe('Enter where the patient was transported.');
    // Values off the lists and shapes the form never sends, on purpose.
    const bodies = [
      { disposition: 'Abducted' },
      { vitals: { mood: 'grumpy' } },
      { vitals: 'stable' },
      { treatment: 'nul\u0000' },
      { assessment: '\udc00' },
      { chiefComplaint: 'x'.repeat(201) },
      { callId: 'call-1' },
    ] as Partial<PcrBody>[];
    for (const body of bodies) {
      const bad = await pcrs(medic).$post({ json: { ...PCR, patientId, ...body } });
      expect(bad.status).toBe(400);
    }
  });

  it('lists the department’s reports newest first, a page at a time, with filters', async () => {
    const colleague = await registeredSafr(ctx, 'Xbox');
    const otherPatient = await insertCivilian(ctx, patientOwner.discordId, {
      first: 'Drew',
      last: 'Hollis',
    });
    const filed: Awaited<ReturnType<typeof filePcr>>[] = [];
    for (let i = 0; i < 5; i++) {
      ctx.clock.advance(1000);
      filed.push(
        await filePcr(i % 2 ? colleague : medic, {
          patientId: i === 4 ? otherPatient : patientId,
          disposition: i === 3 ? 'Refused' : 'Transported',
          chiefComplaint: `Complaint ${i}`,
        }),
      );
    }
    // Two filed in the same instant are still told apart by id.
    filed.push(await filePcr(medic, { chiefComplaint: 'Same instant' }));

    type Page = InferResponseType<ReturnType<typeof pcrs>['$get'], 200>;
    const seen: Page['reports'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: PcrQuery = cursor ? { limit: '2', cursor } : { limit: '2' };
      const page: Page = await (await pcrs(medic).$get({ query })).json();
      expect(page.reports.length).toBeLessThanOrEqual(2);
      seen.push(...page.reports);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(new Set(seen.map((r) => r._id)).size).toBe(seen.length);
    const ids = seen.map((r) => r._id);
    for (const report of filed) expect(ids).toContain(report._id);
    // Newest first.
    const times = seen.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Summaries leave the clinical detail to the full report.
    expect(seen[0]).not.toHaveProperty('vitals');
    expect(seen[0]).not.toHaveProperty('assessment');

    const byPatient = await (await pcrs(medic).$get({ query: { patientId: otherPatient } })).json();
    expect(byPatient.reports.map((r) => r.chiefComplaint)).toEqual(['Complaint 4']);
    expect(byPatient.nextCursor).toBeNull();
    const refused = await (await pcrs(medic).$get({ query: { disposition: 'Refused' } })).json();
    expect(refused.reports.map((r) => r.chiefComplaint)).toContain('Complaint 3');
    expect(refused.reports.every((r) => r.disposition === 'Refused')).toBe(true);
    const mine = await (await pcrs(colleague).$get({ query: { mine: 'true' } })).json();
    expect(mine.reports.map((r) => r.chiefComplaint).sort()).toEqual([
      'Complaint 1',
      'Complaint 3',
    ]);

    for (const query of [
      'limit=0',
      'limit=101',
      'limit=ten',
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('2024-01-01T00:00:00.000Z|nope').toString('base64url')}`,
      'disposition=Gone',
      'patientId=x',
      'mine=yes',
    ]) {
      // Values off the lists, on purpose.
      const values = Object.fromEntries(new URLSearchParams(query)) as PcrQuery;
      const res = await pcrs(medic).$get({ query: values });
      expect(res.status, query).toBe(400);
    }
  });

  it('keeps reports to their department (404 and absent from lists)', async () => {
    const report = await filePcr(medic);
    const stranger = await registeredSafr(ctx, 'PlayStation');
    expect((await pcrs(stranger)[':id'].$get(byId(report._id))).status).toBe(404);
    const list = await (await pcrs(stranger).$get({ query: { limit: '100' } })).json();
    expect(list.reports.map((r) => r._id)).not.toContain(report._id);
    // Nor in the other department medic's view of the patient.
    const patient = (member: Member) => clientAs(ctx, member).safr.patients[':id'];
    const view = await (await patient(stranger).$get(byId(patientId))).json();
    expect(view.patientCareReports.map((r) => r._id)).not.toContain(report._id);
    const own = await (await patient(medic).$get(byId(patientId))).json();
    expect(own.patientCareReports.map((r) => r._id)).toContain(report._id);
  });

  it('keeps patient care reports from officers by default; staff read every department’s', async () => {
    const report = await filePcr(medic);
    const officer = await registeredOfficer(ctx, 'Xbox');
    const civilian = await ctx.member([TEST_ROLES.licenseC]);
    for (const member of [officer, civilian]) {
      const res = await pcrs(member)[':id'].$get(byId(report._id));
      expect(res.status).toBe(403);
      expect((await errorBody(res)).error).toBe(
        'Patient care reports are for fire/rescue members and staff.',
      );
      expect((await pcrs(member).$get({ query: {} })).status).toBe(403);
      expect((await pcrs(member).$post({ json: { ...PCR, patientId } })).status).toBe(403);
    }
    // Nor in the officers' search profile.
    const profile = await searchProfile(clientAs(ctx, officer));
    expect(profile.medical).not.toHaveProperty('patientCareReports');
    expect(JSON.stringify(profile)).not.toContain(PCR.chiefComplaint);

    const staff = await ctx.member([TEST_ROLES.admin]);
    const read = await pcrs(staff)[':id'].$get(byId(report._id));
    expect(read.status).toBe(200);
    expect((await read.json()).report.vitals).toEqual(report.vitals);
    const stranger = await registeredSafr(ctx, 'PlayStation');
    const theirs = await filePcr(stranger);
    const all = await (await pcrs(staff).$get({ query: { limit: '100' } })).json();
    expect(all.reports.map((r) => r._id)).toEqual(expect.arrayContaining([report._id, theirs._id]));
    const ps = await (
      await pcrs(staff).$get({ query: { limit: '100', department: 'PlayStation' } })
    ).json();
    expect(ps.reports.every((r) => r.department === 'PlayStation')).toBe(true);
    expect(ps.reports.map((r) => r._id)).toContain(theirs._id);
    // Staff file nothing without a fire/rescue profile, and have no reports of their own.
    expect((await pcrs(staff).$get({ query: { mine: 'true' } })).status).toBe(400);
  });

  it('lets officers read their department’s reports where the community allows it', async () => {
    const allowed = await createTestContext({
      handle: ctx.handle,
      env: { PCR_VISIBLE_TO_PUBLIC_SAFETY: 'true' },
    });
    const report = await filePcr(medic);
    const officer = clientAs(allowed, await registeredOfficer(allowed, 'Xbox'));
    const read = await officer.safr.reports['patient-care'][':id'].$get(byId(report._id));
    expect(read.status).toBe(200);
    expect((await read.json()).report._id).toBe(report._id);
    const profile = await searchProfile(officer);
    expect(profile.medical.patientCareReports?.map((r) => r._id)).toContain(report._id);

    const stranger = clientAs(allowed, await registeredOfficer(allowed, 'PlayStation'));
    expect((await stranger.safr.reports['patient-care'][':id'].$get(byId(report._id))).status).toBe(
      404,
    );
    // Writing stays with fire/rescue, and fire incident reports are not medical records.
    expect(
      (await officer.safr.reports['patient-care'].$post({ json: { ...PCR, patientId } })).status,
    ).toBe(403);
    expect((await officer.safr.reports['fire-incident'].$get({ query: {} })).status).toBe(403);
  });

  it('lists the patient’s reports in the owner’s medical records', async () => {
    const report = await filePcr(medic, { chiefComplaint: 'Broken wrist' });
    const medical = (member: Member) => clientAs(ctx, member).medical['by-civilian'][':id'];
    const mine = await (await medical(patientOwner).$get(byId(patientId))).json();
    expect(mine.patientCareReports.find((r) => r._id === report._id)).toMatchObject({
      chiefComplaint: 'Broken wrist',
      author: { callsign: medic.profile.callsign },
    });
    // Nobody else's medical list shows it.
    const stranger = await ctx.member();
    expect((await medical(stranger).$get(byId(patientId))).status).toBe(404);
  });
});

const FIR: FirBody = {
  incidentType: 'Structure Fire',
  location: '44 Mirror Park Blvd',
  actionsTaken: 'Interior attack with two lines; primary search negative.',
  cause: 'Unattended cooking',
  injuries: 'None',
  propertyLoss: '125000.50',
};

describe('fire incident reports', () => {
  it('files a report; units on scene default to the units on the linked call', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const engine = await registeredSafr(ctx, 'Xbox', { role: 'Firefighter' });
    const asEngine = clientAs(ctx, engine);
    const { call } = await (
      await clientAs(ctx, officer).calls.$post({
        json: { type: 'Structure Fire', location: 'Mirror Park' },
      })
    ).json();
    ctx.clock.advance(1000);
    // A unit on a call is on duty.
    expect((await asEngine.safr.units.me.$put({ json: { status: 'Available' } })).status).toBe(200);
    expect(
      (await asEngine.safr.calls[':id'].units.$post({ ...byId(call._id), json: {} })).status,
    ).toBe(200);

    const res = await firs(engine).$post({ json: { ...FIR, callId: call._id } });
    expect(res.status).toBe(201);
    const { report } = await res.json();
    expect(report).toMatchObject({
      department: 'Xbox',
      call: { _id: call._id, callNumber: call.callNumber, type: 'Structure Fire' },
      incidentType: 'Structure Fire',
      location: '44 Mirror Park Blvd',
      unitsOnScene: [officer.officer.callsign, engine.profile.callsign],
      actionsTaken: FIR.actionsTaken,
      cause: 'Unattended cooking',
      injuries: 'None',
      propertyLoss: 125000.5,
      author: { callsign: engine.profile.callsign, role: 'Firefighter' },
    });
    const listed = await firs(engine).$post({
      json: {
        ...FIR,
        incidentType: 'Vehicle Fire',
        unitsOnScene: 'e-12, m-3, E-12',
        propertyLoss: null,
      },
    });
    expect((await listed.json()).report).toMatchObject({
      call: null,
      unitsOnScene: ['E-12', 'M-3'],
      propertyLoss: null,
    });

    const full = await (await firs(medic)[':id'].$get(byId(report._id))).json();
    expect(full.report).toEqual(report);
    const byType = await (
      await firs(medic).$get({ query: { incidentType: 'Vehicle Fire' } })
    ).json();
    expect(byType.reports.every((r) => r.incidentType === 'Vehicle Fire')).toBe(true);
    const byCall = await (await firs(medic).$get({ query: { callId: call._id } })).json();
    expect(byCall.reports.map((r) => r._id)).toEqual([report._id]);
    expect(byCall.reports[0]).not.toHaveProperty('actionsTaken');
  });

  it('pages, stays in its department and answers invalid input with 400', async () => {
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(1000);
      await firs(medic).$post({ json: FIR });
    }
    const first = await (await firs(medic).$get({ query: { limit: '2', mine: 'true' } })).json();
    expect(first.reports).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await (
      await firs(medic).$get({
        query: { limit: '2', mine: 'true', cursor: first.nextCursor! },
      })
    ).json();
    expect(second.reports.length).toBeGreaterThanOrEqual(1);
    expect(second.reports.map((r) => r._id)).not.toContain(first.reports[0]!._id);

    const firstId = byId(first.reports[0]!._id);
    const stranger = await registeredSafr(ctx, 'PlayStation');
    expect((await firs(stranger)[':id'].$get(firstId)).status).toBe(404);
    const staff = await ctx.member([TEST_ROLES.admin]);
    expect((await firs(staff)[':id'].$get(firstId)).status).toBe(200);
    const officer = await registeredOfficer(ctx, 'Xbox');
    expect((await firs(officer)[':id'].$get(firstId)).status).toBe(403);
    expect((await firs(officer).$post({ json: FIR })).status).toBe(403);

    const res = await firs(medic).$post({
      json: {
        // An incident type off the list, on purpose.
        incidentType: 'Volcano' as FirBody['incidentType'],
        location: '',
        actionsTaken: ' ',
        unitsOnScene: ['E 12!'],
        propertyLoss: -5,
      },
    });
    expect(res.status).toBe(400);
    const { issues } = await errorBody(res);
    expect(issues.map((i) => i.path).sort()).toEqual([
      'actionsTaken',
      'incidentType',
      'location',
      'propertyLoss',
      'unitsOnScene.0',
    ]);
    const bodies: Partial<FirBody>[] = [
      { propertyLoss: '12.345' },
      { propertyLoss: 2_000_000_000 },
      { cause: 'a\u0000b' },
      { unitsOnScene: Array.from({ length: 31 }, (_, i) => `E-${i}`) },
      { callId: 'x' },
    ];
    for (const body of bodies) {
      expect((await firs(medic).$post({ json: { ...FIR, ...body } })).status).toBe(400);
    }
    // An incident type off the list, on purpose.
    const volcano: FirQuery = { incidentType: 'Volcano' as FirQuery['incidentType'] };
    expect((await firs(medic).$get({ query: volcano })).status).toBe(400);
  });
});

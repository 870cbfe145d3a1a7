import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallView } from '@tenfour/db/dispatch';
import type {
  FireIncidentReportJson,
  FireIncidentReportSummary,
  PatientCareReportJson,
  PatientCareReportSummary,
} from '@tenfour/db/safr';
import type { CivilianProfile } from '@tenfour/db/records';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import {
  insertCivilian,
  json,
  registeredOfficer,
  registeredSafr,
  type TestSafrMember,
} from '../testing/safr';

let ctx: TestContext;
let medic: TestSafrMember;
let patientOwner: Awaited<ReturnType<TestContext['member']>>;
let patientId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  medic = await registeredSafr(ctx, 'Xbox', { name: { first: 'Morgan', last: 'Lee' } });
  patientOwner = await ctx.member();
  patientId = await insertCivilian(ctx, patientOwner.discordId, { first: 'Casey', last: 'Walker' });
});
afterAll(async () => {
  await ctx?.close();
});

const PCR = {
  chiefComplaint: 'Shortness of breath',
  vitals: { bloodPressure: '148/92', pulse: 112, spo2: 93, temperature: 99.1, gcs: null },
  assessment: 'Wheezing on both sides.',
  treatment: 'Oxygen 4 L/min.',
  disposition: 'Transported',
  destination: 'Pillbox Hill Medical Center',
};

async function filePcr(
  by: TestSafrMember,
  body: Record<string, unknown> = {},
): Promise<PatientCareReportJson> {
  const res = await by.post('/api/safr/reports/patient-care', { patientId, ...PCR, ...body });
  expect(res.status).toBe(201);
  return (await json<{ report: PatientCareReportJson }>(res)).report;
}

type Listed<T> = { reports: T[]; nextCursor: string | null };

describe('patient care reports', () => {
  it('files a report signed by the stored profile, linked to a call fire/rescue sees', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const { call } = await json<{ call: CallView }>(
      await officer.post('/api/calls', { type: 'Medical Emergency', location: 'Grove Street' }),
    );
    const res = await medic.post('/api/safr/reports/patient-care', {
      ...PCR,
      patientId,
      callId: call._id,
      // Ignored: the author always comes from the stored profile.
      author: { name: 'Someone Else', callsign: 'X-1' },
      department: 'PlayStation',
    });
    expect(res.status).toBe(201);
    const body = await json<{ success: boolean; message: string; report: PatientCareReportJson }>(
      res,
    );
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
    const read = await medic.get(`/api/safr/reports/patient-care/${body.report._id}`);
    expect(await json(read)).toEqual({ report: body.report });

    // A destination belongs to a transport only.
    const refused = await filePcr(medic, { disposition: 'Refused', destination: 'Anywhere' });
    expect(refused.destination).toBeNull();
  });

  it('refuses a call fire/rescue cannot see (404) and an unknown patient (404)', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const stranger = await registeredOfficer(ctx, 'PlayStation');
    const robbery = await json<{ call: CallView }>(
      await officer.post('/api/calls', { type: 'Robbery', location: 'Fleeca' }),
    );
    const elsewhere = await json<{ call: CallView }>(
      await stranger.post('/api/calls', { type: 'Medical Emergency', location: 'Sandy Shores' }),
    );
    for (const callId of [robbery.call._id, elsewhere.call._id]) {
      const res = await medic.post('/api/safr/reports/patient-care', { ...PCR, patientId, callId });
      expect(res.status).toBe(404);
      expect((await json(res)).error).toBe('Call not found.');
    }
    const unknown = await medic.post('/api/safr/reports/patient-care', {
      ...PCR,
      patientId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error).toBe('Patient not found.');
  });

  it('answers invalid reports with 400 and a message per field', async () => {
    const res = await medic.post('/api/safr/reports/patient-care', {
      patientId: 'someone',
      chiefComplaint: ' ',
      disposition: 'Transported',
      vitals: { pulse: 400, spo2: 'high', bloodPressure: '120 over 80', gcs: 2.5 },
    });
    expect(res.status).toBe(400);
    const { issues } = await json<{ issues: { path: string; message: string }[] }>(res);
    expect(Object.fromEntries(issues.map((i) => [i.path, i.message]))).toEqual({
      patientId: 'Choose the patient.',
      chiefComplaint: 'Enter the chief complaint.',
      'vitals.pulse': 'Pulse must be between 0 and 300.',
      'vitals.spo2': 'SpO2 must be a number.',
      'vitals.bloodPressure': 'Blood pressure must look like 120/80.',
      'vitals.gcs': 'GCS must be a whole number.',
    });
    const noDestination = await medic.post('/api/safr/reports/patient-care', {
      ...PCR,
      patientId,
      destination: '',
    });
    expect(noDestination.status).toBe(400);
    expect((await json(noDestination)).error).toBe('Enter where the patient was transported.');
    for (const body of [
      { disposition: 'Abducted' },
      { vitals: { mood: 'grumpy' } },
      { vitals: 'stable' },
      { treatment: 'nul\u0000' },
      { assessment: '\udc00' },
      { chiefComplaint: 'x'.repeat(201) },
      { callId: 'call-1' },
    ]) {
      const bad = await medic.post('/api/safr/reports/patient-care', {
        ...PCR,
        patientId,
        ...body,
      });
      expect(bad.status).toBe(400);
    }
  });

  it('lists the department’s reports newest first, a page at a time, with filters', async () => {
    const colleague = await registeredSafr(ctx, 'Xbox');
    const otherPatient = await insertCivilian(ctx, patientOwner.discordId, {
      first: 'Drew',
      last: 'Hollis',
    });
    const filed: PatientCareReportJson[] = [];
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

    const seen: PatientCareReportSummary[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page: Listed<PatientCareReportSummary> = await json(
        await medic.get(`/api/safr/reports/patient-care?limit=2${query}`),
      );
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

    const byPatient: Listed<PatientCareReportSummary> = await json(
      await medic.get(`/api/safr/reports/patient-care?patientId=${otherPatient}`),
    );
    expect(byPatient.reports.map((r) => r.chiefComplaint)).toEqual(['Complaint 4']);
    expect(byPatient.nextCursor).toBeNull();
    const refused: Listed<PatientCareReportSummary> = await json(
      await medic.get('/api/safr/reports/patient-care?disposition=Refused'),
    );
    expect(refused.reports.map((r) => r.chiefComplaint)).toContain('Complaint 3');
    expect(refused.reports.every((r) => r.disposition === 'Refused')).toBe(true);
    const mine: Listed<PatientCareReportSummary> = await json(
      await colleague.get('/api/safr/reports/patient-care?mine=true'),
    );
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
      const res = await medic.get(`/api/safr/reports/patient-care?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('keeps reports to their department (404 and absent from lists)', async () => {
    const report = await filePcr(medic);
    const stranger = await registeredSafr(ctx, 'PlayStation');
    expect((await stranger.get(`/api/safr/reports/patient-care/${report._id}`)).status).toBe(404);
    const list: Listed<PatientCareReportSummary> = await json(
      await stranger.get('/api/safr/reports/patient-care?limit=100'),
    );
    expect(list.reports.map((r) => r._id)).not.toContain(report._id);
    // Nor in the other department medic's view of the patient.
    const view = await json<{ patientCareReports: PatientCareReportSummary[] }>(
      await stranger.get(`/api/safr/patients/${patientId}`),
    );
    expect(view.patientCareReports.map((r) => r._id)).not.toContain(report._id);
    const own = await json<{ patientCareReports: PatientCareReportSummary[] }>(
      await medic.get(`/api/safr/patients/${patientId}`),
    );
    expect(own.patientCareReports.map((r) => r._id)).toContain(report._id);
  });

  it('keeps patient care reports from officers by default; staff read every department’s', async () => {
    const report = await filePcr(medic);
    const officer = await registeredOfficer(ctx, 'Xbox');
    const civilian = await ctx.member([TEST_ROLES.licenseC]);
    for (const member of [officer, civilian]) {
      const res = await member.get(`/api/safr/reports/patient-care/${report._id}`);
      expect(res.status).toBe(403);
      expect((await json(res)).error).toBe(
        'Patient care reports are for fire/rescue members and staff.',
      );
      expect((await member.get('/api/safr/reports/patient-care')).status).toBe(403);
      expect(
        (await member.post('/api/safr/reports/patient-care', { ...PCR, patientId })).status,
      ).toBe(403);
    }
    // Nor in the officers' search profile.
    const profile = await json<CivilianProfile>(await officer.get(`/api/search?id=${patientId}`));
    expect(profile.medical).not.toHaveProperty('patientCareReports');
    expect(JSON.stringify(profile)).not.toContain(PCR.chiefComplaint);

    const staff = await ctx.member([TEST_ROLES.admin]);
    const read = await staff.get(`/api/safr/reports/patient-care/${report._id}`);
    expect(read.status).toBe(200);
    expect((await json<{ report: PatientCareReportJson }>(read)).report.vitals).toEqual(
      report.vitals,
    );
    const stranger = await registeredSafr(ctx, 'PlayStation');
    const theirs = await filePcr(stranger);
    const all: Listed<PatientCareReportSummary> = await json(
      await staff.get('/api/safr/reports/patient-care?limit=100'),
    );
    expect(all.reports.map((r) => r._id)).toEqual(expect.arrayContaining([report._id, theirs._id]));
    const ps: Listed<PatientCareReportSummary> = await json(
      await staff.get('/api/safr/reports/patient-care?limit=100&department=PlayStation'),
    );
    expect(ps.reports.every((r) => r.department === 'PlayStation')).toBe(true);
    expect(ps.reports.map((r) => r._id)).toContain(theirs._id);
    // Staff file nothing without a fire/rescue profile, and have no reports of their own.
    expect((await staff.get('/api/safr/reports/patient-care?mine=true')).status).toBe(400);
  });

  it('lets officers read their department’s reports where the community allows it', async () => {
    const allowed = await createTestContext({
      handle: ctx.handle,
      env: { PCR_VISIBLE_TO_PUBLIC_SAFETY: 'true' },
    });
    const report = await filePcr(medic);
    const officer = await registeredOfficer(allowed, 'Xbox');
    const read = await officer.get(`/api/safr/reports/patient-care/${report._id}`);
    expect(read.status).toBe(200);
    expect((await json<{ report: PatientCareReportJson }>(read)).report._id).toBe(report._id);
    const profile = await json<CivilianProfile>(await officer.get(`/api/search?id=${patientId}`));
    expect(profile.medical.patientCareReports?.map((r) => r._id)).toContain(report._id);

    const stranger = await registeredOfficer(allowed, 'PlayStation');
    expect((await stranger.get(`/api/safr/reports/patient-care/${report._id}`)).status).toBe(404);
    // Writing stays with fire/rescue, and fire incident reports are not medical records.
    expect(
      (await officer.post('/api/safr/reports/patient-care', { ...PCR, patientId })).status,
    ).toBe(403);
    expect((await officer.get('/api/safr/reports/fire-incident')).status).toBe(403);
  });

  it('lists the patient’s reports in the owner’s medical records', async () => {
    const report = await filePcr(medic, { chiefComplaint: 'Broken wrist' });
    const mine = await json<{ patientCareReports: PatientCareReportSummary[] }>(
      await patientOwner.get(`/api/medical/by-civilian/${patientId}`),
    );
    expect(mine.patientCareReports.find((r) => r._id === report._id)).toMatchObject({
      chiefComplaint: 'Broken wrist',
      author: { callsign: medic.profile.callsign },
    });
    // Nobody else's medical list shows it.
    const stranger = await ctx.member();
    expect((await stranger.get(`/api/medical/by-civilian/${patientId}`)).status).toBe(404);
  });
});

const FIR = {
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
    const { call } = await json<{ call: CallView }>(
      await officer.post('/api/calls', { type: 'Structure Fire', location: 'Mirror Park' }),
    );
    ctx.clock.advance(1000);
    // A unit on a call is on duty.
    expect((await engine.put('/api/safr/units/me', { status: 'Available' })).status).toBe(200);
    expect((await engine.post(`/api/safr/calls/${call._id}/units`, {})).status).toBe(200);

    const res = await engine.post('/api/safr/reports/fire-incident', { ...FIR, callId: call._id });
    expect(res.status).toBe(201);
    const { report } = await json<{ report: FireIncidentReportJson }>(res);
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
    const listed = await engine.post('/api/safr/reports/fire-incident', {
      ...FIR,
      incidentType: 'Vehicle Fire',
      unitsOnScene: 'e-12, m-3, E-12',
      propertyLoss: null,
    });
    expect((await json<{ report: FireIncidentReportJson }>(listed)).report).toMatchObject({
      call: null,
      unitsOnScene: ['E-12', 'M-3'],
      propertyLoss: null,
    });

    const full = await json<{ report: FireIncidentReportJson }>(
      await medic.get(`/api/safr/reports/fire-incident/${report._id}`),
    );
    expect(full.report).toEqual(report);
    const byType: Listed<FireIncidentReportSummary> = await json(
      await medic.get('/api/safr/reports/fire-incident?incidentType=Vehicle%20Fire'),
    );
    expect(byType.reports.every((r) => r.incidentType === 'Vehicle Fire')).toBe(true);
    const byCall: Listed<FireIncidentReportSummary> = await json(
      await medic.get(`/api/safr/reports/fire-incident?callId=${call._id}`),
    );
    expect(byCall.reports.map((r) => r._id)).toEqual([report._id]);
    expect(byCall.reports[0]).not.toHaveProperty('actionsTaken');
  });

  it('pages, stays in its department and answers invalid input with 400', async () => {
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(1000);
      await medic.post('/api/safr/reports/fire-incident', FIR);
    }
    const first: Listed<FireIncidentReportSummary> = await json(
      await medic.get('/api/safr/reports/fire-incident?limit=2&mine=true'),
    );
    expect(first.reports).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second: Listed<FireIncidentReportSummary> = await json(
      await medic.get(
        `/api/safr/reports/fire-incident?limit=2&mine=true&cursor=${first.nextCursor}`,
      ),
    );
    expect(second.reports.length).toBeGreaterThanOrEqual(1);
    expect(second.reports.map((r) => r._id)).not.toContain(first.reports[0]!._id);

    const stranger = await registeredSafr(ctx, 'PlayStation');
    expect(
      (await stranger.get(`/api/safr/reports/fire-incident/${first.reports[0]!._id}`)).status,
    ).toBe(404);
    const staff = await ctx.member([TEST_ROLES.admin]);
    expect(
      (await staff.get(`/api/safr/reports/fire-incident/${first.reports[0]!._id}`)).status,
    ).toBe(200);
    const officer = await registeredOfficer(ctx, 'Xbox');
    expect(
      (await officer.get(`/api/safr/reports/fire-incident/${first.reports[0]!._id}`)).status,
    ).toBe(403);
    expect((await officer.post('/api/safr/reports/fire-incident', FIR)).status).toBe(403);

    const res = await medic.post('/api/safr/reports/fire-incident', {
      incidentType: 'Volcano',
      location: '',
      actionsTaken: ' ',
      unitsOnScene: ['E 12!'],
      propertyLoss: -5,
    });
    expect(res.status).toBe(400);
    const { issues } = await json<{ issues: { path: string }[] }>(res);
    expect(issues.map((i) => i.path).sort()).toEqual([
      'actionsTaken',
      'incidentType',
      'location',
      'propertyLoss',
      'unitsOnScene.0',
    ]);
    for (const body of [
      { propertyLoss: '12.345' },
      { propertyLoss: 2_000_000_000 },
      { cause: 'a\u0000b' },
      { unitsOnScene: Array.from({ length: 31 }, (_, i) => `E-${i}`) },
      { callId: 'x' },
    ]) {
      expect(
        (await medic.post('/api/safr/reports/fire-incident', { ...FIR, ...body })).status,
      ).toBe(400);
    }
    expect((await medic.get('/api/safr/reports/fire-incident?incidentType=Volcano')).status).toBe(
      400,
    );
  });
});

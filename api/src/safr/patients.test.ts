import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MedicalRecordJson } from '@tenfour/db/civilians';
import type { PatientJson, PatientView } from '@tenfour/db/safr';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { json, registeredOfficer, registeredSafr, type TestSafrMember } from '../testing/safr';

let ctx: TestContext;
let owner: TestMember;
let medic: TestSafrMember;
let patientId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.member();
  // Through the civilians API, so the patient is exactly what a member registers.
  const res = await owner.post('/api/civilians', {
    firstName: 'Avery',
    lastName: 'Quintero',
    dateOfBirth: '1990-06-15',
    sex: 'Female',
    height: `5'6"`,
    weight: '135lbs',
    residence: '12 Grove Street',
    emergencyContactName: 'Rosa Quintero',
  });
  expect(res.status).toBe(201);
  patientId = (await json<{ civilian: { _id: string } }>(res)).civilian._id;
  medic = await registeredSafr(ctx, 'Xbox', { name: { first: 'Morgan', last: 'Lee' } });
});
afterAll(async () => {
  await ctx?.close();
});

describe('SAFR Search Database', () => {
  it('suggests civilians by name with the ranked, typo-tolerant search', async () => {
    const res = await medic.get('/api/safr/search/names?q=avery%20quintreo');
    expect(res.status).toBe(200);
    const { items } = await json<{ items: { _id: string; name: string }[] }>(res);
    expect(items[0]).toMatchObject({ _id: patientId, name: 'Avery Quintero' });
    const prefix = await json<{ items: { _id: string }[] }>(
      await medic.get('/api/safr/search/names?q=Aver'),
    );
    expect(prefix.items.map((i) => i._id)).toContain(patientId);
    // Names only: an SSN finds nobody here.
    expect(await json(await medic.get('/api/safr/search/names?q=123-45-6789'))).toEqual({
      items: [],
    });
    expect((await medic.get('/api/safr/search/names?q=a%00b')).status).toBe(400);
  });

  it('shows a medic what they need and nothing of the law or the bank', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    expect(
      (
        await officer.post('/api/reports/create', {
          civilianId: patientId,
          type: 'citation',
          offenses: [{ title: 'Jaywalking', fine: 50 }],
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await officer.post('/api/warrants/create', {
          type: 'Arrest',
          civilianId: patientId,
          reason: 'Failure to appear',
        })
      ).status,
    ).toBe(201);

    ctx.clock.advance(1000);
    const res = await medic.get('/api/safr/search?name=avery%20quintero');
    expect(res.status).toBe(200);
    const view = await json<PatientView>(res);
    expect(Object.keys(view).sort()).toEqual(['medicalRecords', 'patient', 'patientCareReports']);
    expect(view.patient).toEqual({
      _id: patientId,
      firstName: 'Avery',
      lastName: 'Quintero',
      middleInitial: null,
      name: 'Avery Quintero',
      dateOfBirth: '1990-06-15',
      age: expect.any(Number),
      sex: 'Female',
      height: `5'6"`,
      weight: '135lbs',
      emergencyContactName: 'Rosa Quintero',
      deceased: false,
      vitalStatus: null,
    });
    const text = JSON.stringify(view);
    for (const hidden of ['Jaywalking', 'Failure to appear', '12 Grove Street', 'ssn']) {
      expect(text).not.toContain(hidden);
    }
    const byId = await json<PatientView>(await medic.get(`/api/safr/patients/${patientId}`));
    expect(byId.patient._id).toBe(patientId);

    // The officers' search, warrants, criminal records and the bank stay closed.
    expect((await medic.get(`/api/search?id=${patientId}`)).status).toBe(403);
    expect((await medic.get('/api/search/names?q=avery')).status).toBe(403);
    expect((await medic.get('/api/warrants/all')).status).toBe(403);
    expect((await medic.get(`/api/records/civilian/${patientId}`)).status).toBe(404);
    expect((await medic.get(`/api/bank/accounts/${patientId}`)).status).toBe(404);
    expect((await medic.get(`/api/bank/transactions/byCivilian/${patientId}`)).status).toBe(404);
  });

  it('answers an unknown name with 404 and a missing one with 400', async () => {
    expect((await medic.get('/api/safr/search?name=nobody%20here')).status).toBe(404);
    expect((await medic.get('/api/safr/search?name=123456789')).status).toBe(404);
    const missing = await medic.get('/api/safr/search');
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toBe('Enter a name to search.');
    expect((await medic.get('/api/safr/search?id=nope')).status).toBe(400);
    expect(
      (await medic.get('/api/safr/patients/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});

describe('medical records signed by fire/rescue', () => {
  it('signs with the stored profile; the owner sees the record and its signature', async () => {
    const res = await medic.post(`/api/safr/patients/${patientId}/medical-records`, {
      description: '  Anaphylaxis to bee stings; carries an epinephrine pen. ',
      signedBy: { name: 'Someone Else', callsign: 'X-1' },
    });
    expect(res.status).toBe(201);
    const { record, message } = await json<{ record: MedicalRecordJson; message: string }>(res);
    expect(message).toBe('Medical record successfully added.');
    expect(record).toMatchObject({
      civilianId: patientId,
      description: 'Anaphylaxis to bee stings; carries an epinephrine pen.',
      signedBy: {
        name: 'Morgan Lee',
        callsign: medic.profile.callsign,
        rank: 'Probationary',
        role: 'Paramedic',
        department: 'Xbox',
      },
    });

    const mine = await json<{ records: MedicalRecordJson[] }>(
      await owner.get(`/api/medical/by-civilian/${patientId}`),
    );
    expect(mine.records[0]).toEqual(record);
    const view = await json<PatientView>(await medic.get(`/api/safr/patients/${patientId}`));
    expect(view.medicalRecords[0]).toEqual(record);

    // The owner's own entries carry no signature.
    const own = await owner.post('/api/medical', { civilianId: patientId, description: 'Asthma' });
    expect((await json<{ record: MedicalRecordJson }>(own)).record.signedBy).toBeNull();
  });

  it('validates the description (400) and the patient (404)', async () => {
    const blank = await medic.post(`/api/safr/patients/${patientId}/medical-records`, {
      description: '   ',
    });
    expect(blank.status).toBe(400);
    expect((await json(blank)).error).toBe('Please enter medical record details.');
    for (const description of ['bad\u0000byte', 'lone \ud800 surrogate', 'x'.repeat(2001), 7]) {
      const res = await medic.post(`/api/safr/patients/${patientId}/medical-records`, {
        description,
      });
      expect(res.status).toBe(400);
    }
    const unknown = await medic.post(
      '/api/safr/patients/00000000-0000-4000-8000-000000000000/medical-records',
      { description: 'x' },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('declaring a civilian deceased or alive', () => {
  it('records the declaration with its reason; the owner sees it on their civilian', async () => {
    ctx.clock.advance(1000);
    const res = await medic.post(`/api/safr/patients/${patientId}/vital-status`, {
      status: 'deceased',
      reason: 'Pronounced at scene after a fall from height.',
    });
    expect(res.status).toBe(200);
    const body = await json<{ message: string; patient: PatientJson }>(res);
    expect(body.message).toBe('Avery Quintero declared deceased.');
    const declared = {
      deceased: true,
      reason: 'Pronounced at scene after a fall from height.',
      declaredBy: { name: 'Morgan Lee', callsign: medic.profile.callsign },
      declaredAt: ctx.clock.now.toISOString(),
    };
    expect(body.patient).toMatchObject({ deceased: true, vitalStatus: declared });

    const civilian = await json<{ deceased: boolean; vitalStatus: unknown }>(
      await owner.get(`/api/civilians/${patientId}`),
    );
    expect(civilian).toMatchObject({ deceased: true, vitalStatus: declared });
    const list = await json<{ civilians: { _id: string; vitalStatus: unknown }[] }>(
      await owner.get('/api/civilians'),
    );
    expect(list.civilians.find((c) => c._id === patientId)?.vitalStatus).toEqual(declared);

    const again = await medic.post(`/api/safr/patients/${patientId}/vital-status`, {
      status: 'deceased',
      reason: 'Twice',
    });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toBe('This civilian is already recorded as deceased.');

    ctx.clock.advance(1000);
    const alive = await medic.post(`/api/safr/patients/${patientId}/vital-status`, {
      status: 'alive',
      reason: 'Resuscitated by the trauma team.',
    });
    expect(alive.status).toBe(200);
    expect((await json<{ patient: PatientJson }>(alive)).patient.vitalStatus).toMatchObject({
      deceased: false,
      reason: 'Resuscitated by the trauma team.',
    });
    expect(
      (await json<{ deceased: boolean }>(await owner.get(`/api/civilians/${patientId}`))).deceased,
    ).toBe(false);
  });

  it('validates the declaration (400) and the patient (404)', async () => {
    for (const body of [
      {},
      { status: 'deceased' },
      { status: 'missing', reason: 'x' },
      { status: 'alive', reason: '  ' },
      { status: 'deceased', reason: 'x'.repeat(501) },
      { status: 'deceased', reason: 'nul\u0000' },
    ]) {
      const res = await medic.post(`/api/safr/patients/${patientId}/vital-status`, body);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ success: false, code: 'invalid_input' });
    }
    const unknown = await medic.post(
      '/api/safr/patients/00000000-0000-4000-8000-000000000000/vital-status',
      { status: 'deceased', reason: 'x' },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('who may', () => {
  it('keeps every medic route from officers, civilians and unregistered members (403)', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const civilian = await ctx.member([TEST_ROLES.licenseC]);
    const unregistered = await ctx.member([TEST_ROLES.fireRescue]);
    for (const member of [officer, civilian]) {
      expect((await member.get('/api/safr/search/names?q=avery')).status).toBe(403);
    }
    for (const member of [officer, civilian, unregistered]) {
      expect((await member.get('/api/safr/search?name=avery%20quintero')).status).toBe(403);
      expect((await member.get(`/api/safr/patients/${patientId}`)).status).toBe(403);
      expect(
        (
          await member.post(`/api/safr/patients/${patientId}/medical-records`, {
            description: 'x',
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await member.post(`/api/safr/patients/${patientId}/vital-status`, {
            status: 'alive',
            reason: 'x',
          })
        ).status,
      ).toBe(403);
    }
  });
});

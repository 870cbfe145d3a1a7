import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InferRequestType } from 'hono/client';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import {
  clientAs,
  errorBody,
  registeredOfficer,
  registeredSafr,
  type Api,
  type TestSafrMember,
} from '../testing/safr';

let ctx: TestContext;
let owner: TestMember;
let medic: TestSafrMember;
let asOwner: Api;
let asMedic: Api;
let patientId: string;

type Declaration = InferRequestType<
  Api['safr']['patients'][':id']['vital-status']['$post']
>['json'];
const patient = (id: string) => ({ param: { id } });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.member();
  asOwner = clientAs(ctx, owner);
  // Through the civilians API, so the patient is exactly what a member registers.
  const res = await asOwner.civilians.$post({
    json: {
      firstName: 'Avery',
      lastName: 'Quintero',
      dateOfBirth: '1990-06-15',
      sex: 'Female',
      height: `5'6"`,
      weight: '135lbs',
      residence: '12 Grove Street',
      emergencyContactName: 'Rosa Quintero',
    },
  });
  expect(res.status).toBe(201);
  patientId = (await res.json()).civilian._id;
  medic = await registeredSafr(ctx, 'Xbox', { name: { first: 'Morgan', last: 'Lee' } });
  asMedic = clientAs(ctx, medic);
});
afterAll(async () => {
  await ctx?.close();
});

describe('SAFR Search Database', () => {
  it('suggests civilians by name with the ranked, typo-tolerant search', async () => {
    const names = (q: string) => asMedic.safr.search.names.$get({ query: { q } });
    const res = await names('avery quintreo');
    expect(res.status).toBe(200);
    const { items } = await res.json();
    expect(items[0]).toMatchObject({ _id: patientId, name: 'Avery Quintero' });
    const prefix = await (await names('Aver')).json();
    expect(prefix.items.map((i) => i._id)).toContain(patientId);
    // Names only: an SSN finds nobody here.
    expect(await (await names('123-45-6789')).json()).toEqual({
      items: [],
    });
    expect((await names('a\u0000b')).status).toBe(400);
  });

  it('shows a medic what they need and nothing of the law or the bank', async () => {
    const officer = clientAs(ctx, await registeredOfficer(ctx, 'Xbox'));
    expect(
      (
        await officer.reports.create.$post({
          json: {
            civilianId: patientId,
            type: 'citation',
            offenses: [{ title: 'Jaywalking', fine: 50 }],
          },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await officer.warrants.create.$post({
          json: { type: 'Arrest', civilianId: patientId, reason: 'Failure to appear' },
        })
      ).status,
    ).toBe(201);

    ctx.clock.advance(1000);
    const res = await asMedic.safr.search.$get({ query: { name: 'avery quintero' } });
    expect(res.status).toBe(200);
    const view = await res.json();
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
    const byId = await (await asMedic.safr.patients[':id'].$get(patient(patientId))).json();
    expect(byId.patient._id).toBe(patientId);

    // The officers' search, warrants, criminal records and the bank stay closed.
    expect((await asMedic.search.$get({ query: { id: patientId } })).status).toBe(403);
    expect((await asMedic.search.names.$get({ query: { q: 'avery' } })).status).toBe(403);
    expect((await asMedic.warrants.all.$get({ query: {} })).status).toBe(403);
    const civilianId = { param: { civilianId: patientId } };
    expect(
      (await asMedic.records.civilian[':civilianId'].$get({ ...civilianId, query: {} })).status,
    ).toBe(404);
    expect((await asMedic.bank.accounts[':civilianId'].$get(civilianId)).status).toBe(404);
    expect(
      (
        await asMedic.bank.transactions.byCivilian[':civilianId'].$get({
          ...civilianId,
          query: {},
        })
      ).status,
    ).toBe(404);
  });

  it('answers an unknown name with 404 and a missing one with 400', async () => {
    const search = asMedic.safr.search;
    expect((await search.$get({ query: { name: 'nobody here' } })).status).toBe(404);
    expect((await search.$get({ query: { name: '123456789' } })).status).toBe(404);
    const missing = await search.$get({ query: {} });
    expect(missing.status).toBe(400);
    expect((await errorBody(missing)).error).toBe('Enter a name to search.');
    expect((await search.$get({ query: { id: 'nope' } })).status).toBe(400);
    expect((await asMedic.safr.patients[':id'].$get(patient(UNKNOWN))).status).toBe(404);
  });
});

describe('medical records signed by fire/rescue', () => {
  it('signs with the stored profile; the owner sees the record and its signature', async () => {
    // Ignored: the signature is always the caller's stored profile.
    const ignored = { signedBy: { name: 'Someone Else', callsign: 'X-1' } };
    const res = await asMedic.safr.patients[':id']['medical-records'].$post({
      ...patient(patientId),
      json: {
        description: '  Anaphylaxis to bee stings; carries an epinephrine pen. ',
        ...ignored,
      },
    });
    expect(res.status).toBe(201);
    const { record, message } = await res.json();
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

    const mine = await (
      await asOwner.medical['by-civilian'][':id'].$get(patient(patientId))
    ).json();
    expect(mine.records[0]).toEqual(record);
    const view = await (await asMedic.safr.patients[':id'].$get(patient(patientId))).json();
    expect(view.medicalRecords[0]).toEqual(record);

    // The owner's own entries carry no signature.
    const own = await asOwner.medical.$post({
      json: { civilianId: patientId, description: 'Asthma' },
    });
    expect((await own.json()).record.signedBy).toBeNull();
  });

  it('validates the description (400) and the patient (404)', async () => {
    const add = (id: string, description: string) =>
      asMedic.safr.patients[':id']['medical-records'].$post({
        ...patient(id),
        json: { description },
      });
    const blank = await add(patientId, '   ');
    expect(blank.status).toBe(400);
    expect((await errorBody(blank)).error).toBe('Please enter medical record details.');
    // The number is not text, on purpose.
    const descriptions = ['bad\u0000byte', 'lone \ud800 surrogate', 'x'.repeat(2001), 7 as never];
    for (const description of descriptions) {
      const res = await add(patientId, description);
      expect(res.status).toBe(400);
    }
    const unknown = await add(UNKNOWN, 'x');
    expect(unknown.status).toBe(404);
  });
});

describe('declaring a civilian deceased or alive', () => {
  it('records the declaration with its reason; the owner sees it on their civilian', async () => {
    ctx.clock.advance(1000);
    const declare = (json: Declaration, id = patientId) =>
      asMedic.safr.patients[':id']['vital-status'].$post({ ...patient(id), json });
    const res = await declare({
      status: 'deceased',
      reason: 'Pronounced at scene after a fall from height.',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      message: 'Avery Quintero declared deceased.',
      messageKey: 'safr.done.declaredDeceased',
      messageParams: { name: 'Avery Quintero' },
    });
    const declared = {
      deceased: true,
      reason: 'Pronounced at scene after a fall from height.',
      declaredBy: { name: 'Morgan Lee', callsign: medic.profile.callsign },
      declaredAt: ctx.clock.now.toISOString(),
    };
    expect(body.patient).toMatchObject({ deceased: true, vitalStatus: declared });

    const ownCivilian = () => asOwner.civilians[':id'].$get({ ...patient(patientId), query: {} });
    const civilian = await (await ownCivilian()).json();
    expect(civilian).toMatchObject({ deceased: true, vitalStatus: declared });
    const list = await (await asOwner.civilians.$get({ query: {} })).json();
    expect(list.civilians.find((c) => c._id === patientId)?.vitalStatus).toEqual(declared);

    const again = await declare({ status: 'deceased', reason: 'Twice' });
    expect(again.status).toBe(409);
    expect((await errorBody(again)).error).toBe('This civilian is already recorded as deceased.');

    ctx.clock.advance(1000);
    const alive = await declare({ status: 'alive', reason: 'Resuscitated by the trauma team.' });
    expect(alive.status).toBe(200);
    const aliveBody = await alive.json();
    expect(aliveBody).toMatchObject({
      message: 'Avery Quintero declared alive.',
      messageKey: 'safr.done.declaredAlive',
      messageParams: { name: 'Avery Quintero' },
    });
    expect(aliveBody.patient.vitalStatus).toMatchObject({
      deceased: false,
      reason: 'Resuscitated by the trauma team.',
    });
    expect((await (await ownCivilian()).json()).deceased).toBe(false);
  });

  it('validates the declaration (400) and the patient (404)', async () => {
    const declare = (json: Declaration, id = patientId) =>
      asMedic.safr.patients[':id']['vital-status'].$post({ ...patient(id), json });
    // Missing fields and a status that does not exist, on purpose.
    const bodies = [
      {},
      { status: 'deceased' },
      { status: 'missing', reason: 'x' },
      { status: 'alive', reason: '  ' },
      { status: 'deceased', reason: 'x'.repeat(501) },
      { status: 'deceased', reason: 'nul\u0000' },
    ] as Declaration[];
    for (const body of bodies) {
      const res = await declare(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 'invalid_input' });
    }
    const unknown = await declare({ status: 'deceased', reason: 'x' }, UNKNOWN);
    expect(unknown.status).toBe(404);
  });
});

describe('who may', () => {
  it('keeps every medic route from officers, civilians and unregistered members (403)', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const civilian = await ctx.member([TEST_ROLES.licenseC]);
    const unregistered = await ctx.member([TEST_ROLES.fireRescue]);
    for (const member of [officer, civilian]) {
      const api = clientAs(ctx, member);
      expect((await api.safr.search.names.$get({ query: { q: 'avery' } })).status).toBe(403);
    }
    for (const member of [officer, civilian, unregistered]) {
      const { search, patients } = clientAs(ctx, member).safr;
      expect((await search.$get({ query: { name: 'avery quintero' } })).status).toBe(403);
      expect((await patients[':id'].$get(patient(patientId))).status).toBe(403);
      expect(
        (
          await patients[':id']['medical-records'].$post({
            ...patient(patientId),
            json: { description: 'x' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await patients[':id']['vital-status'].$post({
            ...patient(patientId),
            json: { status: 'alive', reason: 'x' },
          })
        ).status,
      ).toBe(403);
    }
  });
});

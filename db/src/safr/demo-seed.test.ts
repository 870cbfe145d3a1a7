import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing';
import type { DbHandle } from '../infra/client';
import { loadConfig } from '../infra/config';
import { seedDemo } from '../seed';
import { listCalls } from '../dispatch/calls';
import { listOnDutyUnits } from '../dispatch/units';
import { listFireIncidentReports, listPatientCareReports } from './reports';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('seedSafrDemo', () => {
  it('puts the fire/rescue persona on scene of a medical call with a patient care report, once', async () => {
    const { roleSeed: roles } = loadConfig({ NODE_ENV: 'development' });
    await seedDemo(handle.db, roles);
    await seedDemo(handle.db, roles);

    const units = await listOnDutyUnits(handle.db, 'Xbox', 'safr');
    expect(units).toMatchObject([
      {
        callsign: 'M-3',
        discordId: '100000000000000003',
        service: 'safr',
        role: 'Paramedic',
        status: 'On Scene',
        name: 'Morgan Lee',
        onDuty: true,
      },
    ]);

    // The dispatcher's demo adds 911 calls nobody was sent to yet; this is the medic's own.
    const calls = (await listCalls(handle.db, 'Xbox', 'active', 'safr')).filter(
      (c) => c.source === 'unit',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      type: 'Medical Emergency',
      services: ['police', 'ems'],
      primaryOfficer: 'A-1',
    });
    expect(calls[0]!.units.map((u) => [u.callsign, u.service])).toEqual([
      ['A-1', 'police'],
      ['M-3', 'safr'],
    ]);

    const pcrs = await listPatientCareReports(handle.db, { department: 'Xbox' }, { limit: 10 });
    expect(pcrs.items).toHaveLength(1);
    expect(pcrs.items[0]).toMatchObject({
      patient: { name: 'Casey Walker' },
      call: { _id: calls[0]!._id },
      disposition: 'Transported',
      destination: 'Pillbox Hill Medical Center',
      author: { callsign: 'M-3', name: 'Morgan Lee', role: 'Paramedic' },
    });
    const firs = await listFireIncidentReports(handle.db, { department: 'Xbox' }, { limit: 10 });
    expect(firs.items).toHaveLength(1);
    expect(firs.items[0]).toMatchObject({ incidentType: 'Vehicle Fire', propertyLoss: 8500 });
  });
});

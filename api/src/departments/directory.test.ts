import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { announceConfigChange } from '@tenfour/db';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import {
  clientAs,
  errorBody,
  insertCivilian,
  registeredOfficer,
  uniqueCallsign,
} from '../testing/dispatch';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** Staff's change, as the staff console makes it: in one transaction with its announcement. */
async function change(statement: ReturnType<typeof sql>) {
  await ctx.db.transaction().execute(async (trx) => {
    await statement.execute(trx);
    await announceConfigChange(trx, 'departments');
  });
}

const addDepartment = (id: string, name: string, services: string[], archived = false) =>
  change(sql`
    INSERT INTO departments (id, name, short_name, services, position, archived_at,
                             report_webhook_url, dispatch_webhook_url)
    VALUES (${id}, ${name}, ${id}, ${services}::text[], 10,
            ${archived ? new Date() : null},
            ${`https://discord.com/api/webhooks/9/${id}-report-secret`},
            ${`https://discord.com/api/webhooks/9/${id}-dispatch-secret`})
  `);

describe('GET /api/departments', () => {
  it('lists every department, archived ones marked, and never a webhook', async () => {
    await addDepartment('BCSO', "Blaine County Sheriff's Office", ['police']);
    await addDepartment('OLDPD', 'Old Police Department', ['police'], true);
    const member = await ctx.member([]);
    const res = await clientAs(ctx, member).departments.$get();
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/secret|webhook/i);
    const { departments } = JSON.parse(text) as {
      departments: { id: string; name: string; archived: boolean }[];
    };
    expect(departments.map((d) => d.id)).toEqual(['Xbox', 'PlayStation', 'BCSO', 'OLDPD']);
    expect(departments.find((d) => d.id === 'BCSO')).toEqual({
      id: 'BCSO',
      name: "Blaine County Sheriff's Office",
      shortName: 'BCSO',
      services: ['police'],
      platform: null,
      colour: '#5865f2',
      archived: false,
    });
    expect(departments.find((d) => d.id === 'OLDPD')?.archived).toBe(true);
    expect((await clientAs(ctx).departments.$get()).status).toBe(401);
  });
});

describe('departments on new data', () => {
  it('refuses a profile in an archived department (409) or one not serving the service (400)', async () => {
    await addDepartment('SAFD', 'San Andreas Fire Department', ['fire']);
    await addDepartment('GONE', 'Gone Police', ['police'], true);
    const member = await ctx.member([TEST_ROLES.publicSafety, TEST_ROLES.fireRescue]);
    const api = clientAs(ctx, member);
    const civilianId = await insertCivilian(ctx, member.discordId);

    const archived = await api.officers.$post({
      json: { civilianId, department: 'GONE', callsign: uniqueCallsign() },
    });
    expect(archived.status).toBe(409);
    expect(await errorBody(archived)).toMatchObject({
      key: 'departments.archived',
      message:
        'Gone Police is archived: it takes no new profiles, calls, BOLOs, reports or warrants.',
    });

    const fireOnly = await api.officers.$post({
      json: { civilianId, department: 'SAFD', callsign: uniqueCallsign() },
    });
    expect(fireOnly.status).toBe(400);
    expect((await errorBody(fireOnly)).issues).toEqual([
      expect.objectContaining({ path: 'department', key: 'departments.notPolice' }),
    ]);

    const policeOnly = await api.safr.profiles.$post({
      json: { civilianId, department: 'BCSO', callsign: uniqueCallsign(), role: 'EMT' },
    });
    expect(policeOnly.status).toBe(400);
    expect((await errorBody(policeOnly)).issues).toEqual([
      expect.objectContaining({ path: 'department', key: 'departments.notFireRescue' }),
    ]);
  });

  it('registers a profile only with a callsign that follows the department’s pattern', async () => {
    await addDepartment('SAHP', 'San Andreas Highway Patrol', ['police']);
    await change(sql`UPDATE departments SET callsign_pattern = '{n}-HP' WHERE id = 'SAHP'`);
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    const api = clientAs(ctx, member);
    const civilianId = await insertCivilian(ctx, member.discordId);
    const off = await api.officers.$post({
      json: { civilianId, department: 'SAHP', callsign: 'ADAM-12' },
    });
    expect(off.status).toBe(400);
    expect((await errorBody(off)).issues).toEqual([
      expect.objectContaining({
        path: 'callsign',
        key: 'roster.callsignPattern',
        params: { pattern: '{n}-HP' },
      }),
    ]);
    const fits = await api.officers.$post({
      json: { civilianId, department: 'SAHP', callsign: '12-HP' },
    });
    expect(fits.status).toBe(201);
  });

  it('numbers the first 911 call of a new department 1', async () => {
    await addDepartment('LSPD', 'Los Santos Police Department', ['police', 'ems']);
    const counters = await ctx.db
      .selectFrom('dispatch_counters')
      .selectAll()
      .where('department', '=', 'LSPD')
      .executeTakeFirst();
    expect(counters).toMatchObject({ last_call_number: 0 });
    const member = await ctx.member([]);
    const civilianId = await insertCivilian(ctx, member.discordId);
    const res = await clientAs(ctx, member)['911'].calls.$post({
      json: {
        civilianId,
        department: 'LSPD',
        location: 'Vinewood Blvd',
        description: 'A car is on fire.',
        services: ['police'],
      },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).call).toMatchObject({ callNumber: 1, department: 'LSPD' });
  });

  it('keeps an archived department’s officers from filing BOLOs and 911 calls reaching it', async () => {
    const officer = await registeredOfficer(ctx, 'PlayStation');
    await change(sql`UPDATE departments SET archived_at = now() WHERE id = 'PlayStation'`);
    try {
      const bolo = await clientAs(ctx, officer).bolos.$post({
        json: { boloType: 'vehicle', vehicleDescription: 'Red coupe', vehiclePlate: 'ABC123' },
      });
      expect(bolo.status).toBe(409);
      expect(await errorBody(bolo)).toMatchObject({
        key: 'departments.archived',
        params: { department: 'PlayStation' },
      });
      const caller = await ctx.member([]);
      const civilianId = await insertCivilian(ctx, caller.discordId);
      const call = await clientAs(ctx, caller)['911'].calls.$post({
        json: {
          civilianId,
          department: 'PlayStation',
          location: 'Del Perro Pier',
          description: 'Someone fell in the water.',
          services: ['ems'],
        },
      });
      expect(call.status).toBe(409);
      // Reading what the department has is still allowed.
      expect((await clientAs(ctx, officer).bolos.$get({ query: {} })).status).toBe(200);
    } finally {
      await change(sql`UPDATE departments SET archived_at = NULL WHERE id = 'PlayStation'`);
    }
  });
});

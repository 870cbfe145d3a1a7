import type { KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { findUser } from '@tenfour/db';
import { AUDIT_ACTION_NAMES, type AuditAction } from '@tenfour/db/staff';
import { auditEntriesFor, failCommitsAuditing } from '@tenfour/db/testing';
import { parseResponse } from 'hono/client';
import { TEST_ROLES, type TestContext, type TestMember } from '../testing/test-app';
import { insertCivilian, type RecordsOfficer } from '../testing/records';
import { registeredOfficer, uniqueCallsign } from '../testing/dispatch';
import { registeredSafr, type TestSafrMember } from '../testing/safr';
import { accountsOf } from '../testing/bank';
import { buttonPress, postInteraction } from '../testing/discord';
import { clientAs } from '../testing/client';
import { staffDesk, type StaffDesk } from '../testing/staff';
import { resyncInProgress } from './roles.routes';

// Every audited action, through the route (or button) a member uses: its entry names who did
// what to which target, and it is written in the action's own transaction. To prove the
// second, each action first runs while its entry's COMMIT is made to fail: nothing the action
// changed may remain (an entry written separately, or a change committed before the entry,
// would). Then it runs again for real and leaves its change and exactly one entry.

let suite: StaffDesk;
let ctx: TestContext;
let privateKey: KeyObject;
let staff: TestMember;
let cop: RecordsOfficer;
let medic: TestSafrMember;

beforeAll(async () => {
  // One staff member makes every audited change here: more writes than a minute allows anyone.
  suite = await staffDesk({ RATE_LIMIT_WRITES: '10000' });
  ({ ctx, privateKey, staff, cop } = suite);
  medic = await registeredSafr(ctx, 'Xbox', { name: { first: 'Morgan', last: 'Lee' } });
});
afterAll(async () => {
  await suite?.close();
});

interface Case {
  /** The member whose action it is. */
  actor: () => string;
  /** What the entry is about. */
  targetId: string;
  /** Performs the action once, as a member would. */
  run: () => Promise<unknown>;
  /** Whether the action's change is in the database. */
  changed: () => Promise<boolean>;
  /** The profile the entry names the actor by. */
  profile: string | RegExp;
}

const count = async (query: Promise<{ n: string | number }>) => Number((await query).n);

async function civilianOf(member: TestMember, first = 'Jordan', last = 'Reyes') {
  return insertCivilian(ctx, member.discordId, { first, last });
}

/** A business waiting for staff, inserted directly (registration is the member's route). */
async function businessDecisionCase(approve: boolean) {
  const owner = await ctx.member();
  const civilianId = await civilianOf(owner);
  const business = await ctx.db
    .insertInto('businesses')
    .values({
      owner_civilian_id: civilianId,
      name: `Business ${Math.random()}`,
      type: 'Garage',
      status: 'pending',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db.insertInto('business_accounts').values({ business_id: business.id }).execute();
  return {
    actor: () => staff.discordId,
    targetId: business.id,
    run: () => staff.post(`/api/economy/admin/businesses/${business.id}/decision`, { approve }),
    changed: async () =>
      (
        await ctx.db
          .selectFrom('businesses')
          .select('status')
          .where('id', '=', business.id)
          .executeTakeFirstOrThrow()
      ).status === (approve ? 'active' : 'rejected'),
    profile: STAFF,
  };
}

async function citation(civilianId: string): Promise<string> {
  const res = await clientAs(ctx, cop).reports.create.$post({
    json: { civilianId, type: 'citation', reason: 'Speeding (1-15 over)' },
  });
  expect(res.status).toBe(201);
  return (await parseResponse(res)).recordId;
}

const attach = (dispatcher: TestMember, id: string, officerId: string) =>
  clientAs(ctx, dispatcher).calls[':id'].units.$post({ param: { id }, json: { officerId } });
const deskCall = (desk: TestMember) => clientAs(ctx, desk).dispatch.calls[':id'];
const suspend = (member: TestMember) =>
  clientAs(ctx, staff).admin.members[':discordId'].suspend.$post({
    param: { discordId: member.discordId },
    json: { reason: 'Spam' },
  });
const askExpungement = (owner: TestMember, recordId: string, reason: string) =>
  clientAs(ctx, owner).records[':recordId'].expungement.$post({
    param: { recordId },
    json: { reason },
  });
const payFine = (owner: TestMember, recordId: string) =>
  clientAs(ctx, owner).records[':recordId']['pay-fine'].$post({ param: { recordId } });

const officerProfile = () => new RegExp(`^${cop.callsign} · Alex Miller \\(Xbox\\)$`);
const medicProfile = () => new RegExp(`^${medic.profile.callsign} · Morgan Lee \\(Xbox\\)$`);

async function lifeStatus(civilianId: string) {
  const row = await ctx.db
    .selectFrom('civilians')
    .select('deceased')
    .where('id', '=', civilianId)
    .executeTakeFirstOrThrow();
  return row.deceased;
}

/** A fire/rescue declaration of death or life, as the medic makes it. */
function declaration(status: 'deceased' | 'alive', civilianId: string): Case {
  return {
    actor: () => medic.discordId,
    targetId: civilianId,
    run: () =>
      clientAs(ctx, medic).safr.patients[':id']['vital-status'].$post({
        param: { id: civilianId },
        json: { status, reason: 'Declared at the scene.' },
      }),
    changed: async () => (await lifeStatus(civilianId)) === (status === 'deceased'),
    profile: medicProfile(),
  };
}
const STAFF = 'Community staff';

// Departments: each case works on a department of its own, so none disturbs another case.
const DEPARTMENTS_API = '/api/admin/departments';
let departmentsMade = 0;
async function newDepartment(): Promise<{ id: string; name: string }> {
  departmentsMade += 1;
  const res = await staff.post(DEPARTMENTS_API, {
    name: `Audit Department ${departmentsMade}`,
    shortName: `AD${departmentsMade}`,
    services: ['police'],
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { department: { id: string; name: string } }).department;
}
const departmentRow = (id: string) =>
  ctx.db.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();
const patch = (path: string, body: unknown) =>
  staff.request(path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
async function newPart(department: string, table: 'divisions' | 'ranks', name: string) {
  const res = await staff.post(`${DEPARTMENTS_API}/${department}/${table}`, { name });
  expect(res.status).toBe(201);
  const body = (await res.json()) as {
    department: Record<typeof table, { id: string; name: string }[]>;
  };
  return body.department[table].find((p) => p.name === name)!.id;
}
const partRow = (table: 'divisions' | 'ranks', id: string) =>
  ctx.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();

function partCases(table: 'divisions' | 'ranks') {
  const base = async () => {
    const department = await newDepartment();
    const first = await newPart(department.id, table, 'First');
    const second = await newPart(department.id, table, 'Second');
    return { department, first, second };
  };
  return {
    create: async (): Promise<Case> => {
      const { department } = await newDepartment().then((d) => ({ department: d }));
      return {
        actor: () => staff.discordId,
        targetId: 'Traffic',
        run: () => staff.post(`${DEPARTMENTS_API}/${department.id}/${table}`, { name: 'Traffic' }),
        changed: async () =>
          Boolean(
            await ctx.db
              .selectFrom(table)
              .select('id')
              .where('department', '=', department.id)
              .where('name', '=', 'Traffic')
              .executeTakeFirst(),
          ),
        profile: STAFF,
      };
    },
    update: async (): Promise<Case> => {
      const { department, first } = await base();
      return {
        actor: () => staff.discordId,
        targetId: first,
        run: () => patch(`${DEPARTMENTS_API}/${department.id}/${table}/${first}`, { name: 'K9' }),
        changed: async () => (await partRow(table, first)).name === 'K9',
        profile: STAFF,
      };
    },
    reorder: async (): Promise<Case> => {
      const { department, first, second } = await base();
      return {
        actor: () => staff.discordId,
        targetId: department.id,
        run: () =>
          staff.put(`${DEPARTMENTS_API}/${department.id}/${table}/order`, {
            ids: [second, first],
          }),
        changed: async () => (await partRow(table, second)).position === 1,
        profile: STAFF,
      };
    },
    archive: async (): Promise<Case> => {
      const { department, first } = await base();
      return {
        actor: () => staff.discordId,
        targetId: first,
        run: () => staff.post(`${DEPARTMENTS_API}/${department.id}/${table}/${first}/archive`),
        changed: async () => (await partRow(table, first)).archived_at !== null,
        profile: STAFF,
      };
    },
  };
}
/** A treasury mint or burn: the treasury's ledger gains a row. */
async function treasuryCase(type: 'mint' | 'burn'): Promise<Case> {
  await staff.post('/api/economy/admin/treasury/mint', { amount: 100, reason: 'Float' });
  const reason = `${type} ${Math.random()}`;
  let entryId = '';
  const row = () =>
    ctx.db
      .selectFrom('economy_treasury_ledger')
      .select('id')
      .where('reason', '=', reason)
      .executeTakeFirst();
  return {
    actor: () => staff.discordId,
    get targetId() {
      return entryId;
    },
    run: async () => {
      const res = await staff.post(`/api/economy/admin/treasury/${type}`, { amount: 1, reason });
      if (res.status === 200) entryId = String((await row())?.id);
      return res;
    },
    changed: async () => (await row()) !== undefined,
    profile: STAFF,
  };
}
const divisionCases = partCases('divisions');
const rankCases = partCases('ranks');

/** Each audited action: how to perform it, and how to see that it happened. */
const cases: Record<AuditAction, () => Promise<Case>> = {
  'record.create': async () => {
    const owner = await ctx.member();
    const civilianId = await civilianOf(owner);
    const records = () =>
      count(
        ctx.db
          .selectFrom('records')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('civilian_id', '=', civilianId)
          .executeTakeFirstOrThrow(),
      );
    return {
      actor: () => cop.discordId,
      targetId: civilianId,
      run: () =>
        clientAs(ctx, cop).reports.create.$post({
          json: { civilianId, type: 'warning', reason: 'Jaywalking' },
        }),
      changed: async () => (await records()) > 0,
      profile: officerProfile(),
    };
  },
  'pso_report.create': async () => {
    const location = `Route ${Math.random()}`;
    return {
      actor: () => cop.discordId,
      targetId: location,
      run: () =>
        clientAs(ctx, cop).psoreports['10-50'].$post({
          json: { location, accidentType: 'Single Vehicle', how: 'Left the road' },
        }),
      changed: async () =>
        Boolean(
          await ctx.db
            .selectFrom('pso_reports')
            .select('id')
            .where(sql`fields->>'location'`, '=', location)
            .executeTakeFirst(),
        ),
      profile: officerProfile(),
    };
  },
  'incident_report.create': async () => {
    const title = `Stop ${Math.random()}`;
    return {
      actor: () => cop.discordId,
      targetId: title,
      run: () =>
        clientAs(ctx, cop)['incident-reports'].$post({
          json: { title, type: 'Traffic Stop', description: 'Ok.' },
        }),
      changed: async () =>
        Boolean(
          await ctx.db
            .selectFrom('incident_reports')
            .select('id')
            .where('title', '=', title)
            .executeTakeFirst(),
        ),
      profile: officerProfile(),
    };
  },
  'warrant.create': async () => {
    const civilianId = await civilianOf(await ctx.member());
    return {
      actor: () => cop.discordId,
      targetId: civilianId,
      run: () =>
        clientAs(ctx, cop).warrants.create.$post({
          json: { type: 'Search', civilianId, reason: 'Stolen goods' },
        }),
      changed: async () =>
        Boolean(
          await ctx.db
            .selectFrom('warrants')
            .select('id')
            .where('civilian_id', '=', civilianId)
            .executeTakeFirst(),
        ),
      profile: officerProfile(),
    };
  },
  'warrant.resolve': async () => {
    const civilianId = await civilianOf(await ctx.member());
    const { warrant } = await parseResponse(
      clientAs(ctx, cop).warrants.create.$post({
        json: { type: 'Arrest', civilianId, reason: 'Failure to appear' },
      }),
    );
    return {
      actor: () => cop.discordId,
      targetId: warrant._id,
      run: () => clientAs(ctx, cop).warrants.resolve[':id'].$post({ param: { id: warrant._id } }),
      changed: async () =>
        (
          await ctx.db
            .selectFrom('warrants')
            .select('status')
            .where('id', '=', warrant._id)
            .executeTakeFirstOrThrow()
        ).status === 'Resolved',
      profile: officerProfile(),
    };
  },
  'penal_code.create': async () => {
    const title = `Offense ${Date.now()}${Math.random()}`.slice(0, 40);
    const find = () =>
      ctx.db.selectFrom('penal_codes').select('id').where('title', '=', title).executeTakeFirst();
    return {
      actor: () => staff.discordId,
      targetId: title,
      run: () => penalCodeApi().$post({ json: { title, fine: 10, jailTime: 0 } }),
      changed: async () => Boolean(await find()),
      profile: STAFF,
    };
  },
  'penal_code.update': async () => {
    const id = await newPenalCode();
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () => penalCodeApi()[':id'].$put({ param: { id }, json: { fine: 99 } }),
      changed: async () => (await penalCode(id)).fine_cents === 9900,
      profile: STAFF,
    };
  },
  'penal_code.retire': async () => {
    const id = await newPenalCode();
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () => penalCodeApi()[':id'].$delete({ param: { id } }),
      changed: async () => (await penalCode(id)).retired_at !== null,
      profile: STAFF,
    };
  },
  'penal_code.restore': async () => {
    const id = await newPenalCode();
    await penalCodeApi()[':id'].$delete({ param: { id } });
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () => penalCodeApi()[':id'].restore.$post({ param: { id } }),
      changed: async () => (await penalCode(id)).retired_at === null,
      profile: STAFF,
    };
  },
  'bank_request.approve': async () => decisionCase('approve', 'approved'),
  'bank_request.reject': async () => decisionCase('reject', 'rejected'),
  'civilian.deceased': async () => {
    const owner = await ctx.member();
    const civilianId = await civilianOf(owner);
    return {
      actor: () => owner.discordId,
      targetId: civilianId,
      run: () =>
        clientAs(ctx, owner).civilians[':id'].deceased.$post({ param: { id: civilianId } }),
      changed: async () =>
        (
          await ctx.db
            .selectFrom('civilians')
            .select('deceased')
            .where('id', '=', civilianId)
            .executeTakeFirstOrThrow()
        ).deceased,
      profile: 'Civilian owner',
    };
  },
  'civilian.alive': async () => {
    const civilianId = await civilianOf(await ctx.member());
    await declaration('deceased', civilianId).run();
    return declaration('alive', civilianId);
  },
  'patient_care_report.create': async () => {
    const patientId = await civilianOf(await ctx.member());
    const chiefComplaint = `Chest pain ${Math.random()}`;
    return {
      actor: () => medic.discordId,
      targetId: chiefComplaint,
      run: () =>
        clientAs(ctx, medic).safr.reports['patient-care'].$post({
          json: { patientId, chiefComplaint, disposition: 'Treated and Released' },
        }),
      changed: async () =>
        Boolean(
          await ctx.db
            .selectFrom('patient_care_reports')
            .select('id')
            .where('chief_complaint', '=', chiefComplaint)
            .executeTakeFirst(),
        ),
      profile: medicProfile(),
    };
  },
  'fire_incident_report.create': async () => {
    const location = `${Math.floor(Math.random() * 1e6)} Mirror Park Blvd`;
    return {
      actor: () => medic.discordId,
      targetId: location,
      run: () =>
        clientAs(ctx, medic).safr.reports['fire-incident'].$post({
          json: {
            incidentType: 'Structure Fire',
            location,
            actionsTaken: 'Knocked down the fire.',
          },
        }),
      changed: async () =>
        Boolean(
          await ctx.db
            .selectFrom('fire_incident_reports')
            .select('id')
            .where('location', '=', location)
            .executeTakeFirst(),
        ),
      profile: medicProfile(),
    };
  },
  'unit.attach': async () => {
    const { dispatcher, partner, callId } = await dispatchCall();
    return {
      actor: () => dispatcher.discordId,
      targetId: callId,
      run: () => attach(dispatcher, callId, partner.officer._id),
      changed: async () => (await unitsOn(callId)).includes(partner.officer._id),
      profile: new RegExp(`^${dispatcher.officer.callsign} · `),
    };
  },
  'unit.detach': async () => {
    const { dispatcher, partner, callId } = await dispatchCall();
    await attach(dispatcher, callId, partner.officer._id);
    return {
      actor: () => dispatcher.discordId,
      targetId: callId,
      run: () =>
        clientAs(ctx, dispatcher).calls[':id'].units[':officerId'].$delete({
          param: { id: callId, officerId: partner.officer._id },
        }),
      changed: async () => !(await unitsOn(callId)).includes(partner.officer._id),
      profile: new RegExp(`^${dispatcher.officer.callsign} · `),
    };
  },
  'call.priority': async () => {
    const { desk, callId } = await dispatcherCall();
    return {
      actor: () => desk.discordId,
      targetId: callId,
      run: () => deskCall(desk).priority.$put({ param: { id: callId }, json: { priority: 1 } }),
      changed: async () => (await callRow(callId)).priority === 1,
      profile: 'Dispatch (Xbox)',
    };
  },
  'call.type': async () => {
    const { desk, callId } = await dispatcherCall();
    return {
      actor: () => desk.discordId,
      targetId: callId,
      run: () => deskCall(desk).type.$put({ param: { id: callId }, json: { type: 'Shots Fired' } }),
      changed: async () => (await callRow(callId)).type === 'Shots Fired',
      profile: 'Dispatch (Xbox)',
    };
  },
  'call.close': async () => {
    const { desk, callId } = await dispatcherCall();
    return {
      actor: () => desk.discordId,
      targetId: callId,
      run: () => deskCall(desk).close.$post({ param: { id: callId } }),
      changed: async () => (await callRow(callId)).status === 'Closed',
      profile: 'Dispatch (Xbox)',
    };
  },
  'dm.send': async () => {
    const owner = await ctx.member();
    return {
      actor: () => cop.discordId,
      targetId: owner.discordId,
      run: () =>
        clientAs(ctx, cop).dm.send.$post({
          json: {
            discordId: owner.discordId,
            embed: { title: 'Court date', description: 'Monday 9 AM.', color: 45300 },
          },
        }),
      changed: async () =>
        Boolean(
          await ctx.db
            .selectFrom('outbox')
            .select('id')
            .where(sql`payload->>'discordId'`, '=', owner.discordId)
            .executeTakeFirst(),
        ),
      profile: officerProfile(),
    };
  },
  'delivery.retry': async () => {
    const { id } = await ctx.db
      .insertInto('outbox')
      .values({
        kind: 'dm',
        payload: JSON.stringify({ discordId: '123456789012345678', message: { content: 'Hi' } }),
        status: 'failed',
        next_attempt_at: ctx.clock.now,
        last_error: 'The member does not accept direct messages (50007).',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      actor: () => staff.discordId,
      targetId: String(id),
      run: () =>
        clientAs(ctx, staff).admin.deliveries[':id'].retry.$post({ param: { id: String(id) } }),
      changed: async () =>
        (
          await ctx.db
            .selectFrom('outbox')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).status === 'pending',
      profile: STAFF,
    };
  },
  'member.suspend': async () => {
    const member = await ctx.member();
    return {
      actor: () => staff.discordId,
      targetId: member.discordId,
      run: () => suspend(member),
      changed: async () => (await clientAs(ctx, member).auth.me.$get()).status === 401,
      profile: STAFF,
    };
  },
  'member.lift': async () => {
    const member = await ctx.member();
    await suspend(member);
    return {
      actor: () => staff.discordId,
      targetId: member.discordId,
      run: () =>
        clientAs(ctx, staff).admin.members[':discordId'].lift.$post({
          param: { discordId: member.discordId },
          json: {},
        }),
      changed: async () =>
        Boolean(
          await ctx.db
            .selectFrom('member_suspensions')
            .select('id')
            .where('discord_id', '=', member.discordId)
            .where('lifted_at', 'is not', null)
            .executeTakeFirst(),
        ),
      profile: STAFF,
    };
  },
  'community.default_language': async () => ({
    actor: () => staff.discordId,
    targetId: 'settings',
    run: () => staff.put('/api/admin/community/language', { language: 'de' }),
    changed: async () =>
      (
        await ctx.db
          .selectFrom('community_settings')
          .select('default_language')
          .executeTakeFirstOrThrow()
      ).default_language === 'de',
    profile: STAFF,
  }),
  'roster.update': async () => {
    const deputy = await registeredOfficer(ctx, 'Xbox');
    const callsign = uniqueCallsign();
    return {
      actor: () => staff.discordId,
      targetId: deputy.officer._id,
      run: () =>
        staff.request(`/api/roster/${deputy.officer._id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ callsign }),
        }),
      changed: async () =>
        (
          await ctx.db
            .selectFrom('officers')
            .select('callsign')
            .where('id', '=', deputy.officer._id)
            .executeTakeFirstOrThrow()
        ).callsign === callsign,
      profile: STAFF,
    };
  },
  'roles.mapping': async () => ({
    actor: () => staff.discordId,
    targetId: 'mapping',
    run: () =>
      staff.put('/api/admin/roles/mapping', {
        permission: 'license',
        target: 'Class M - Motorcycle License',
        roleIds: [TEST_ROLES.licenseM, 'role-highway'],
      }),
    changed: async () =>
      Boolean(
        await ctx.db
          .selectFrom('role_mappings')
          .select('role_id')
          .where('role_id', '=', 'role-highway')
          .executeTakeFirst(),
      ),
    profile: STAFF,
  }),
  'roles.resync_all': async () => {
    // Everyone stored is in the fake guild with the roles they hold; one member's stored
    // roles fell behind Discord's, which the resync brings back.
    const users = await ctx.db.selectFrom('users').select(['discord_id', 'roles']).execute();
    for (const user of users) {
      suite.fake.addUser({ id: user.discord_id, username: 'm', roles: user.roles });
    }
    const behind = await ctx.member();
    suite.fake.addUser({ id: behind.discordId, username: 'm', roles: [TEST_ROLES.licenseC] });
    return {
      actor: () => staff.discordId,
      targetId: 'members',
      run: async () => {
        await staff.post('/api/admin/roles/resync-all');
        await resyncInProgress();
      },
      changed: async () =>
        ((await findUser(ctx.db, behind.discordId))?.roles ?? []).includes(TEST_ROLES.licenseC),
      profile: STAFF,
    };
  },
  'department.create': async () => {
    const name = `Created Department ${Date.now()}`;
    return {
      actor: () => staff.discordId,
      targetId: name,
      run: () => staff.post(DEPARTMENTS_API, { name, shortName: 'CRT', services: ['fire', 'ems'] }),
      changed: async () =>
        Boolean(
          await ctx.db
            .selectFrom('departments')
            .select('id')
            .where('name', '=', name)
            .executeTakeFirst(),
        ),
      profile: STAFF,
    };
  },
  'department.update': async () => {
    const { id } = await newDepartment();
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () => patch(`${DEPARTMENTS_API}/${id}`, { colour: '#123456' }),
      changed: async () => (await departmentRow(id))?.colour === '#123456',
      profile: STAFF,
    };
  },
  'department.webhook': async () => {
    const { id } = await newDepartment();
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () =>
        staff.put(`${DEPARTMENTS_API}/${id}/webhooks/report`, {
          url: 'https://discord.com/api/webhooks/1/audit-token',
        }),
      changed: async () => (await departmentRow(id))?.report_webhook_url !== null,
      profile: STAFF,
    };
  },
  'department.reorder': async () => {
    const { id } = await newDepartment();
    const ids = async () =>
      (await ctx.db.selectFrom('departments').select('id').orderBy('position').execute()).map(
        (d) => d.id,
      );
    const order = [id, ...(await ids()).filter((d) => d !== id)];
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () => staff.put(`${DEPARTMENTS_API}/order`, { ids: order }),
      changed: async () => (await ids())[0] === id,
      profile: STAFF,
    };
  },
  'department.archive': async () => {
    const { id } = await newDepartment();
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () => staff.post(`${DEPARTMENTS_API}/${id}/archive`),
      changed: async () => (await departmentRow(id))?.archived_at !== null,
      profile: STAFF,
    };
  },
  'department.restore': async () => {
    const { id } = await newDepartment();
    await staff.post(`${DEPARTMENTS_API}/${id}/archive`);
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () => staff.post(`${DEPARTMENTS_API}/${id}/restore`),
      changed: async () => (await departmentRow(id))?.archived_at === null,
      profile: STAFF,
    };
  },
  'division.create': divisionCases.create,
  'division.update': divisionCases.update,
  'division.reorder': divisionCases.reorder,
  'division.archive': divisionCases.archive,
  'rank.create': rankCases.create,
  'rank.update': rankCases.update,
  'rank.reorder': rankCases.reorder,
  'rank.archive': rankCases.archive,
  'jail.book': async () => {
    const last = `Booked${Math.floor(Math.random() * 1e6)}`;
    const civilianId = await civilianOf(await ctx.member(), 'Jay', last);
    return {
      actor: () => cop.discordId,
      targetId: last,
      run: () =>
        clientAs(ctx, cop).reports.create.$post({
          json: { civilianId, type: 'arrest', reason: 'Reckless Driving' },
        }),
      changed: async () =>
        Boolean(
          await ctx.db
            .selectFrom('jail_bookings')
            .select('id')
            .where('civilian_id', '=', civilianId)
            .executeTakeFirst(),
        ),
      profile: officerProfile(),
    };
  },
  'jail.release': async () => {
    const judge = await ctx.member([TEST_ROLES.judge]);
    const civilianId = await civilianOf(await ctx.member());
    await clientAs(ctx, cop).reports.create.$post({
      json: { civilianId, type: 'arrest', reason: 'Reckless Driving' },
    });
    const { id } = await ctx.db
      .selectFrom('jail_bookings')
      .select('id')
      .where('civilian_id', '=', civilianId)
      .executeTakeFirstOrThrow();
    return {
      actor: () => judge.discordId,
      targetId: id,
      run: () =>
        clientAs(ctx, judge).jail[':id'].release.$post({
          param: { id },
          json: { reason: 'Bail posted' },
        }),
      changed: async () =>
        (
          await ctx.db
            .selectFrom('jail_bookings')
            .select('released_at')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).released_at !== null,
      profile: 'Judge',
    };
  },
  'warrant.approve': () => warrantDecision('approve', 'Active'),
  'warrant.deny': () => warrantDecision('deny', 'Denied'),
  'community.justice': async () => ({
    actor: () => staff.discordId,
    targetId: 'settings',
    run: () =>
      clientAs(ctx, staff).jail.settings.$put({
        json: { jailTimeMultiplier: 1, failureToPayDays: 30, warrantApproval: false },
      }),
    changed: async () =>
      (
        await ctx.db
          .selectFrom('community_settings')
          .select('failure_to_pay_days')
          .executeTakeFirstOrThrow()
      ).failure_to_pay_days === 30,
    profile: STAFF,
  }),
  'community.call_age': async () => ({
    actor: () => staff.discordId,
    targetId: 'settings',
    run: () =>
      clientAs(ctx, staff).admin.community['call-age'].$put({
        json: { warnMinutes: 7, alertMinutes: 25 },
      }),
    changed: async () =>
      (
        await ctx.db
          .selectFrom('community_settings')
          .select('call_age_warn_minutes')
          .executeTakeFirstOrThrow()
      ).call_age_warn_minutes === 7,
    profile: STAFF,
  }),
  'api_key.create': async () => {
    const name = `Created key ${Date.now()}`;
    return {
      actor: () => staff.discordId,
      targetId: name,
      run: () => staff.post('/api/admin/api-keys', { name, scopes: ['calls:read'] }),
      changed: async () =>
        Boolean(
          await ctx.db
            .selectFrom('api_keys')
            .select('id')
            .where('name', '=', name)
            .executeTakeFirst(),
        ),
      profile: STAFF,
    };
  },
  'api_key.revoke': async () => {
    const res = await staff.post('/api/admin/api-keys', {
      name: `Revoked key ${Date.now()}`,
      scopes: ['units:read'],
    });
    const { key } = (await res.json()) as { key: { id: string } };
    return {
      actor: () => staff.discordId,
      targetId: key.id,
      run: () => staff.post(`/api/admin/api-keys/${key.id}/revoke`),
      changed: async () =>
        (
          await ctx.db
            .selectFrom('api_keys')
            .select('revoked_at')
            .where('id', '=', key.id)
            .executeTakeFirstOrThrow()
        ).revoked_at !== null,
      profile: STAFF,
    };
  },
  'treasury.mint': () => treasuryCase('mint'),
  'treasury.burn': () => treasuryCase('burn'),
  'treasury.adjust': async () => {
    await staff.post('/api/economy/admin/treasury/mint', { amount: 100, reason: 'Float' });
    const owner = await ctx.member();
    const civilianId = await civilianOf(owner);
    await accountsOf(owner, civilianId);
    const wallet = async () =>
      (
        await ctx.db
          .selectFrom('bank_wallets')
          .select('balance_cents')
          .where('civilian_id', '=', civilianId)
          .executeTakeFirstOrThrow()
      ).balance_cents;
    const before = await wallet();
    return {
      actor: () => staff.discordId,
      targetId: civilianId,
      run: () =>
        staff.post('/api/economy/admin/adjust', {
          civilianId,
          direction: 'credit',
          amount: 5,
          reason: 'Prize',
        }),
      changed: async () => (await wallet()) !== before,
      profile: STAFF,
    };
  },
  'shift_pay.rate': async () => {
    const rate = async () =>
      (
        await ctx.db
          .selectFrom('departments')
          .select('hourly_pay_cents')
          .where('id', '=', 'PlayStation')
          .executeTakeFirstOrThrow()
      ).hourly_pay_cents;
    return {
      actor: () => staff.discordId,
      targetId: 'PlayStation',
      run: () =>
        staff.put('/api/economy/admin/shift-pay/departments/PlayStation', {
          hourlyPayCents: 2_500,
        }),
      changed: async () => (await rate()) === 2_500,
      profile: STAFF,
    };
  },
  'community.shift_pay': async () => ({
    actor: () => staff.discordId,
    targetId: 'settings',
    run: () =>
      clientAs(ctx, staff).economy.admin['shift-pay'].settings.$put({
        json: { dailyCapCents: 12_345, forceCloseHours: 9 },
      }),
    changed: async () =>
      (
        await ctx.db
          .selectFrom('community_settings')
          .select('shift_daily_cap_cents')
          .executeTakeFirstOrThrow()
      ).shift_daily_cap_cents === 12_345,
    profile: STAFF,
  }),
  'community.opening_balances': async () => ({
    actor: () => staff.discordId,
    targetId: 'settings',
    run: () =>
      clientAs(ctx, staff).economy.admin['opening-balances'].$put({
        json: { walletCents: 12_300, checkingCents: 45_600 },
      }),
    changed: async () =>
      (
        await ctx.db
          .selectFrom('community_settings')
          .select('opening_checking_cents')
          .executeTakeFirstOrThrow()
      ).opening_checking_cents === 45_600,
    profile: STAFF,
  }),
  'shift_pay.account': async () => {
    const owner = await ctx.member();
    const civilianId = await civilianOf(owner);
    const { accounts } = await accountsOf(owner, civilianId);
    const chosen = async () =>
      (
        await ctx.db
          .selectFrom('member_pay_accounts')
          .select('account_id')
          .where('discord_id', '=', owner.discordId)
          .executeTakeFirst()
      )?.account_id;
    return {
      actor: () => owner.discordId,
      targetId: owner.discordId,
      run: () => owner.put('/api/economy/pay-account', { accountId: accounts[0]!._id }),
      changed: async () => (await chosen()) === accounts[0]!._id,
      profile: 'Account owner',
    };
  },
  'shop_item.create': async () => {
    const name = `Item ${Math.random()}`;
    let itemId = '';
    return {
      actor: () => staff.discordId,
      get targetId() {
        return itemId;
      },
      run: async () => {
        const res = await staff.post('/api/economy/admin/items', { name, price: 1 });
        if (res.status === 201) itemId = ((await res.json()) as { item: { id: string } }).item.id;
        return res;
      },
      changed: async () =>
        (await ctx.db
          .selectFrom('shop_items')
          .select('id')
          .where('name', '=', name)
          .executeTakeFirst()) !== undefined,
      profile: STAFF,
    };
  },
  'shop_item.update': async () => {
    const created = await staff.post('/api/economy/admin/items', {
      name: `Item ${Math.random()}`,
      price: 1,
    });
    const { item } = (await created.json()) as { item: { id: string } };
    const price = async () =>
      (
        await ctx.db
          .selectFrom('shop_items')
          .select('price_cents')
          .where('id', '=', item.id)
          .executeTakeFirstOrThrow()
      ).price_cents;
    return {
      actor: () => staff.discordId,
      targetId: item.id,
      run: () =>
        staff.request(`/api/economy/admin/items/${item.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ price: 2 }),
        }),
      changed: async () => Number(await price()) === 200,
      profile: STAFF,
    };
  },
  'business.approve': () => businessDecisionCase(true),
  'business.reject': () => businessDecisionCase(false),
  'community.business_approval': async () => {
    const required = async () =>
      (
        await ctx.db
          .selectFrom('community_settings')
          .select('businesses_need_approval')
          .executeTakeFirstOrThrow()
      ).businesses_need_approval;
    const target = !(await required());
    return {
      actor: () => staff.discordId,
      targetId: 'settings',
      run: () => staff.put('/api/economy/admin/businesses/approval', { required: target }),
      changed: async () => (await required()) === target,
      profile: STAFF,
    };
  },
  // Set and then lifted on PlayStation, so no later case meets a held Signal 100.
  'signal100.set': async () => {
    const desk = await ctx.member([TEST_ROLES.dispatch]);
    const held = () => ctx.db.selectFrom('signal_100').selectAll().where('lifted_at', 'is', null);
    let id = '';
    return {
      actor: () => desk.discordId,
      get targetId() {
        return id;
      },
      run: async () => {
        const res = await clientAs(ctx, desk)['signal-100'].$post({
          json: { department: 'PlayStation', reason: 'Pursuit' },
        });
        id = (await held().where('department', '=', 'PlayStation').executeTakeFirst())?.id ?? '';
        return res;
      },
      changed: async () => id !== '',
      profile: 'Dispatch (PlayStation)',
    };
  },
  'signal100.lift': async () => {
    const desk = await ctx.member([TEST_ROLES.dispatch]);
    const asDesk = clientAs(ctx, desk)['signal-100'];
    await asDesk.$post({ json: { department: 'PlayStation', reason: 'Pursuit' } });
    const row = await ctx.db
      .selectFrom('signal_100')
      .select('id')
      .where('department', '=', 'PlayStation')
      .where('lifted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      actor: () => desk.discordId,
      targetId: row.id,
      run: () => asDesk.lift.$post({ json: { department: 'PlayStation' } }),
      changed: async () =>
        (
          await ctx.db
            .selectFrom('signal_100')
            .select('lifted_at')
            .where('id', '=', row.id)
            .executeTakeFirstOrThrow()
        ).lifted_at !== null,
      profile: 'Dispatch (PlayStation)',
    };
  },
  'tone.send': async () => {
    const desk = await ctx.member([TEST_ROLES.dispatch]);
    const message = `Structure fire ${Math.random()}`;
    const row = () =>
      ctx.db
        .selectFrom('dispatch_tones')
        .select('id')
        .where('message', '=', message)
        .executeTakeFirst();
    let id = '';
    return {
      actor: () => desk.discordId,
      get targetId() {
        return id;
      },
      run: async () => {
        const res = await clientAs(ctx, desk).tones.$post({
          json: { target: { kind: 'department', department: 'Xbox' }, message },
        });
        id = (await row())?.id ?? '';
        return res;
      },
      changed: async () => id !== '',
      profile: 'Dispatch (Xbox)',
    };
  },
  'custom_report.create': async () => {
    const created = await staff.post('/api/admin/forms', {
      name: `Audited ${Math.random()}`,
      definition: { sections: [{ fields: [{ key: 'note', label: 'Note', type: 'text' }] }] },
    });
    const { form } = (await created.json()) as { form: { id: string } };
    await staff.post(`/api/admin/forms/${form.id}/publish`, { departments: ['Xbox'] });
    return {
      actor: () => cop.discordId,
      targetId: form.id,
      run: () => cop.post(`/api/forms/${form.id}/file`, { values: { note: 'Filed' } }),
      changed: async () =>
        Boolean(
          await ctx.db
            .selectFrom('custom_reports')
            .select('id')
            .where('form_id', '=', form.id)
            .executeTakeFirst(),
        ),
      profile: officerProfile(),
    };
  },
  // Reads: what changes is that staff are shown the data, which they may only be once the
  // entry has committed.
  'member.view': async () => {
    const member = await ctx.member();
    let shown = false;
    return {
      actor: () => staff.discordId,
      targetId: member.discordId,
      run: async () => {
        const res = await clientAs(ctx, staff).admin.members[':discordId'].$get({
          param: { discordId: member.discordId },
        });
        shown = res.status === 200 && (await res.text()).includes(member.discordId);
      },
      changed: async () => shown,
      profile: STAFF,
    };
  },
  'audit.export': async () => {
    const targetId = `export-${Date.now()}`;
    let shown = false;
    return {
      actor: () => staff.discordId,
      targetId,
      run: async () => {
        // A CSV download, read as text the way the browser saves it.
        const res = await staff.get(`/api/admin/audit/export.csv?targetId=${targetId}`);
        shown = res.status === 200 && (await res.text()).includes('Time (UTC),Member ID');
      },
      changed: async () => shown,
      profile: STAFF,
    };
  },
  'expungement.request': async () => {
    const owner = await ctx.member();
    const recordId = await citation(await civilianOf(owner, 'Robin', 'Hale'));
    return {
      actor: () => owner.discordId,
      targetId: recordId,
      run: () => askExpungement(owner, recordId, 'Paid my dues.'),
      changed: async () => (await requestStatus(recordId)) === 'pending',
      profile: 'Civilian Robin Hale',
    };
  },
  'expungement.approve': async () => expungementDecision('approve', 'approved'),
  'expungement.deny': async () => expungementDecision('deny', 'denied'),
  'fine.pay': async () => {
    const owner = await ctx.member();
    const civilianId = await civilianOf(owner, 'Quinn', 'Park');
    await accountsOf(owner, civilianId);
    const recordId = await citation(civilianId);
    return {
      actor: () => owner.discordId,
      targetId: recordId,
      run: () => payFine(owner, recordId),
      changed: async () => (await fineStatus(recordId)) === 'paid',
      profile: 'Civilian Quinn Park',
    };
  },
  'webhook.create': async () => {
    const url = `https://hooks.example.com/${Date.now()}${Math.random()}`;
    const stored = async () =>
      count(
        ctx.db
          .selectFrom('webhook_endpoints')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('url', '=', url)
          .executeTakeFirstOrThrow(),
      );
    // The endpoint's id is only known once it commits: the entry is looked up by it then.
    let targetId = '';
    return {
      actor: () => staff.discordId,
      get targetId() {
        return targetId;
      },
      run: async () => {
        const res = await staff.post(WEBHOOKS_API, { url, events: ['call.created'] });
        if (res.status === 201)
          targetId = ((await res.json()) as { endpoint: { id: string } }).endpoint.id;
      },
      changed: async () => (await stored()) === 1,
      profile: STAFF,
    };
  },
  'webhook.update': async () => {
    const id = await newEndpoint();
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () =>
        staff.request(`${WEBHOOKS_API}/${id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ enabled: false }),
        }),
      changed: async () => !(await endpointRow(id))!.enabled,
      profile: STAFF,
    };
  },
  'webhook.rotate': async () => {
    const id = await newEndpoint();
    const before = (await endpointRow(id))!.secret;
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () => staff.post(`${WEBHOOKS_API}/${id}/rotate`),
      changed: async () => (await endpointRow(id))!.secret !== before,
      profile: STAFF,
    };
  },
  'webhook.delete': async () => {
    const id = await newEndpoint();
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () => staff.delete(`${WEBHOOKS_API}/${id}`),
      changed: async () => (await endpointRow(id)) === undefined,
      profile: STAFF,
    };
  },
  'webhook.test': async () => {
    const id = await newEndpoint();
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () => staff.post(`${WEBHOOKS_API}/${id}/test`),
      changed: async () => (await endpointDeliveries(id)).length === 1,
      profile: STAFF,
    };
  },
  'webhook.replay': async () => {
    const id = await newEndpoint();
    const { id: deliveryId } = await ctx.db
      .insertInto('outbox')
      .values({
        kind: 'event_webhook',
        payload: JSON.stringify({
          endpointId: id,
          messageId: 'msg_audit',
          type: 'panic',
          body: {},
        }),
        status: 'failed',
        next_attempt_at: new Date(),
        failed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      actor: () => staff.discordId,
      targetId: id,
      run: () => staff.post(`${WEBHOOKS_API}/${id}/deliveries/${deliveryId}/replay`),
      changed: async () => (await endpointDeliveries(id))[0]?.status === 'pending',
      profile: STAFF,
    };
  },
  'court.contest': async () => {
    const owner = await ctx.member();
    const recordId = await citation(await civilianOf(owner, 'Casey', 'Stone'));
    return {
      actor: () => owner.discordId,
      targetId: recordId,
      run: () =>
        clientAs(ctx, owner).court.contests.$post({ json: { recordId, statement: 'Not me.' } }),
      changed: async () => (await courtCaseOf(recordId)) !== undefined,
      profile: 'Civilian Casey Stone',
    };
  },
  'court.hearing': () =>
    judgeCase(
      (judge, id) =>
        clientAs(ctx, judge).court.cases[':id'].hearings.$post({
          param: { id },
          json: { startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString() },
        }),
      'court_hearings',
    ),
  'court.entry': () =>
    judgeCase(
      (judge, id) =>
        clientAs(ctx, judge).court.cases[':id'].entries.$post({
          param: { id },
          json: { body: 'Heard the officer.' },
        }),
      'court_entries',
    ),
  'court.ruling': () =>
    judgeCase(
      (judge, id) =>
        clientAs(ctx, judge).court.cases[':id'].rulings.$post({
          param: { id },
          json: { chargeIndex: 0, outcome: 'dismissed', reason: 'No evidence.' },
        }),
      'court_rulings',
    ),
  'court.settings': async () => ({
    actor: () => staff.discordId,
    targetId: 'settings',
    run: () => staff.put('/api/court/settings', { contestWindowDays: 9 }),
    changed: async () =>
      (
        await ctx.db
          .selectFrom('community_settings')
          .select('contest_window_days')
          .executeTakeFirstOrThrow()
      ).contest_window_days === 9,
    profile: STAFF,
  }),
  'values.change': async () => {
    const code = `C${Math.floor(Math.random() * 1e6)}`;
    const status = () =>
      ctx.db.selectFrom('unit_statuses').select('id').where('code', '=', code).executeTakeFirst();
    return {
      actor: () => staff.discordId,
      targetId: code,
      run: () =>
        staff.post('/api/admin/values/statuses', {
          service: 'police',
          code,
          label: 'Meal Break',
          colour: '#123456',
          meaning: 'busy',
        }),
      changed: async () => (await status()) !== undefined,
      profile: STAFF,
    };
  },
};

const WEBHOOKS_API = '/api/admin/webhooks';

async function newEndpoint(): Promise<string> {
  const res = await staff.post(WEBHOOKS_API, {
    url: 'https://hooks.example.com/audit',
    events: ['call.created'],
  });
  return ((await res.json()) as { endpoint: { id: string } }).endpoint.id;
}

const endpointRow = (id: string) =>
  ctx.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();

const endpointDeliveries = (id: string) =>
  ctx.db
    .selectFrom('outbox')
    .select('status')
    .where('kind', '=', 'event_webhook')
    .where(sql<string>`payload->>'endpointId'`, '=', id)
    .execute();

const courtCaseOf = async (recordId: string) =>
  (
    await ctx.db
      .selectFrom('court_cases')
      .select('id')
      .where('record_id', '=', recordId)
      .executeTakeFirst()
  )?.id;

/** A judge's action on a freshly contested case, seen as a new row of `table`. */
async function judgeCase(
  act: (judge: TestMember, caseId: string) => Promise<unknown>,
  table: 'court_hearings' | 'court_entries' | 'court_rulings',
): Promise<Case> {
  const judge = await ctx.member([TEST_ROLES.judge]);
  const owner = await ctx.member();
  const recordId = await citation(await civilianOf(owner));
  await parseResponse(
    clientAs(ctx, owner).court.contests.$post({ json: { recordId, statement: 'Not me.' } }),
  );
  const caseId = (await courtCaseOf(recordId))!;
  const rows = async () =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('case_id', '=', caseId)
          .where((eb) => (table === 'court_entries' ? eb('kind', '=', 'note') : eb.val(true)))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    actor: () => judge.discordId,
    targetId: caseId,
    run: () => act(judge, caseId),
    changed: async () => (await rows()) > 0,
    profile: /^Judge /,
  };
}

async function newPenalCode(): Promise<string> {
  const title = `Code ${Date.now()}${Math.random()}`.slice(0, 40);
  const res = await penalCodeApi().$post({ json: { title, fine: 10, jailTime: 0 } });
  return (await parseResponse(res)).penalCode._id;
}

const penalCodeApi = () => clientAs(ctx, staff)['penal-codes'];

const penalCode = (id: string) =>
  ctx.db.selectFrom('penal_codes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function decisionCase(verb: 'approve' | 'reject', status: string): Promise<Case> {
  const owner = await ctx.member();
  const civilianId = await civilianOf(owner);
  await accountsOf(owner, civilianId);
  const opened = await parseResponse(
    clientAs(ctx, owner).bank.create.$post({
      json: { civilianId, accountType: 'Business Checking', reason: 'Opening a body shop' },
    }),
  );
  if (!('request' in opened)) throw new Error('a business account waits for approval');
  const { request } = opened;
  return {
    actor: () => staff.discordId,
    targetId: request._id,
    run: () =>
      clientAs(ctx, staff).bank.requests[':id'][verb].$post({
        param: { id: request._id },
        json: {},
      }),
    changed: async () =>
      (
        await ctx.db
          .selectFrom('bank_account_requests')
          .select('status')
          .where('id', '=', request._id)
          .executeTakeFirstOrThrow()
      ).status === status,
    profile: STAFF,
  };
}

async function dispatchCall() {
  const dispatcher = await registeredOfficer(ctx);
  const partner = await registeredOfficer(ctx);
  const { call } = await parseResponse(
    clientAs(ctx, dispatcher).calls.$post({
      json: { type: 'Robbery', location: 'Vinewood Blvd', postal: '123' },
    }),
  );
  return { dispatcher, partner, callId: call._id };
}

/** A call a dispatcher took on the Xbox board, and the dispatcher. */
async function dispatcherCall() {
  const desk = await ctx.member([TEST_ROLES.dispatch]);
  const { call } = await parseResponse(
    clientAs(ctx, desk).dispatch.calls.$post({
      json: { department: 'Xbox', type: 'Other', location: 'Grove Street' },
    }),
  );
  return { desk, callId: call._id };
}

const callRow = (callId: string) =>
  ctx.db
    .selectFrom('calls')
    .select(['priority', 'type', 'status'])
    .where('id', '=', callId)
    .executeTakeFirstOrThrow();

async function unitsOn(callId: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('call_units')
    .select('officer_id')
    .where('call_id', '=', callId)
    .execute();
  return rows.map((r) => r.officer_id);
}

const requestStatus = async (recordId: string) =>
  (
    await ctx.db
      .selectFrom('expungement_requests')
      .select('status')
      .where('record_id', '=', recordId)
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
  )?.status;

const fineStatus = async (recordId: string) =>
  (
    await ctx.db
      .selectFrom('records')
      .select('fine_status')
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow()
  ).fine_status;

async function expungementDecision(verb: 'approve' | 'deny', status: string): Promise<Case> {
  const owner = await ctx.member();
  const recordId = await citation(await civilianOf(owner));
  const { request } = await parseResponse(askExpungement(owner, recordId, 'Old news.'));
  return {
    actor: () => staff.discordId,
    targetId: recordId,
    run: () =>
      clientAs(ctx, staff).admin.expungements[':id'][verb].$post({
        param: { id: request._id },
        json: { note: 'Reviewed.' },
      }),
    changed: async () => (await requestStatus(recordId)) === status,
    profile: STAFF,
  };
}

/** A warrant requested while approval is on, decided by a judge. */
async function warrantDecision(verb: 'approve' | 'deny', status: string): Promise<Case> {
  const judge = await ctx.member([TEST_ROLES.judge]);
  const civilianId = await civilianOf(await ctx.member());
  await ctx.db.updateTable('community_settings').set({ warrant_approval: true }).execute();
  const { warrant } = await parseResponse(
    clientAs(ctx, cop).warrants.create.$post({
      json: { type: 'Search', civilianId, reason: 'Stolen goods' },
    }),
  );
  await ctx.db.updateTable('community_settings').set({ warrant_approval: false }).execute();
  const requests = clientAs(ctx, judge)['warrant-requests'][':id'];
  return {
    actor: () => judge.discordId,
    targetId: warrant._id,
    run: () =>
      verb === 'approve'
        ? requests.approve.$post({ param: { id: warrant._id } })
        : requests.deny.$post({ param: { id: warrant._id }, json: { reason: 'No cause' } }),
    changed: async () =>
      (
        await ctx.db
          .selectFrom('warrants')
          .select('status')
          .where('id', '=', warrant._id)
          .executeTakeFirstOrThrow()
      ).status === status,
    profile: 'Judge',
  };
}

describe('audited actions', () => {
  it('covers every action in the catalog', () => {
    expect(Object.keys(cases).sort()).toEqual([...AUDIT_ACTION_NAMES].sort());
  });

  it.each(Object.keys(cases) as (keyof typeof cases)[])(
    '%s: written with the change, in its transaction',
    async (action) => {
      const subject = await cases[action]();
      // The failing commit is an unexpected error to the route: quiet its log line.
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const restore = await failCommitsAuditing(ctx.db, action);
      try {
        await subject.run();
      } finally {
        await restore();
        quiet.mockRestore();
      }
      expect(await subject.changed()).toBe(false);

      const before = await ctx.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('action', '=', action)
        .executeTakeFirstOrThrow();
      await subject.run();
      expect(await subject.changed()).toBe(true);
      const after = await ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', action)
        .orderBy('id', 'desc')
        .execute();
      expect(after).toHaveLength(Number(before.n) + 1);
      const entry = after[0]!;
      expect(entry.actor_discord_id).toBe(subject.actor());
      expect(entry.actor_profile).toMatch(subject.profile);
      const targetMatches = entry.target_id === subject.targetId;
      const named = JSON.stringify([entry.target_label, entry.after]).includes(subject.targetId);
      expect(targetMatches || named).toBe(true);
      expect(entry.target_label).not.toBe('');
    },
  );

  it('a fine paid with the Pay Fine button is written by the same operation, as paid on Discord', async () => {
    // The bot answers in the community's language, which a case above made German.
    await ctx.db.updateTable('community_settings').set({ default_language: 'en' }).execute();
    const owner = await ctx.member();
    const civilianId = await civilianOf(owner, 'Rowan', 'Lake');
    await accountsOf(owner, civilianId);
    const recordId = await citation(civilianId);
    const press = () =>
      postInteraction(
        ctx,
        privateKey,
        buttonPress(`payfine:${recordId}`, owner.discordId, { embeds: [], components: [] }),
      );

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const restore = await failCommitsAuditing(ctx.db, 'fine.pay');
    try {
      const refused = (await (await press()).json()) as { data: { content: string } };
      expect(refused.data.content).toContain('could not be paid right now');
    } finally {
      await restore();
      quiet.mockRestore();
    }
    expect(await fineStatus(recordId)).toBe('unpaid');
    expect(await auditEntriesFor(ctx.db, 'fine.pay', recordId)).toHaveLength(0);

    expect((await press()).status).toBe(200);
    expect(await fineStatus(recordId)).toBe('paid');
    const [entry] = await auditEntriesFor(ctx.db, 'fine.pay', recordId);
    expect(entry).toMatchObject({
      actor_discord_id: owner.discordId,
      actor_profile: 'Civilian Rowan Lake',
      target_type: 'record',
      target_label: 'Citation · Rowan Lake',
      after: { fineStatus: 'paid', amount: 150, paidFrom: 'checking', via: 'discord' },
    });
  });

  it('a refused action writes nothing', async () => {
    const owner = await ctx.member();
    const recordId = await citation(await civilianOf(owner));
    const stranger = await ctx.member();
    // Someone else's fine, no fine at all, a resolved warrant, a duplicate offense: no entries.
    expect((await payFine(stranger, recordId)).status).toBe(404);
    expect(await auditEntriesFor(ctx.db, 'fine.pay', recordId)).toHaveLength(0);
    const warning = await clientAs(ctx, cop).reports.create.$post({
      json: { civilianId: await civilianOf(owner), type: 'warning', reason: 'Jaywalking' },
    });
    const { recordId: warningId } = await parseResponse(warning);
    expect((await payFine(owner, warningId)).status).toBe(409);
    expect(await auditEntriesFor(ctx.db, 'fine.pay', warningId)).toHaveLength(0);

    const civilianId = await civilianOf(owner);
    const { warrant } = await parseResponse(
      clientAs(ctx, cop).warrants.create.$post({
        json: { type: 'Arrest', civilianId, reason: 'Failure to appear' },
      }),
    );
    const resolve = () =>
      clientAs(ctx, cop).warrants.resolve[':id'].$post({ param: { id: warrant._id } });
    await resolve();
    expect((await resolve()).status).toBe(409);
    expect(await auditEntriesFor(ctx.db, 'warrant.resolve', warrant._id)).toHaveLength(1);

    const before = await ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('action', '=', 'penal_code.create')
      .executeTakeFirstOrThrow();
    expect(
      (await penalCodeApi().$post({ json: { title: 'Murder', fine: 1, jailTime: 0 } })).status,
    ).toBe(409);
    const after = await ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('action', '=', 'penal_code.create')
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

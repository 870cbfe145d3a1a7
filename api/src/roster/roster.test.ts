import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Roster, RosterEntry } from '@tenfour/db/departments';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { clientAs, errorBody, json, registeredOfficer, uniqueCallsign } from '../testing/dispatch';
import { readEvents } from '../testing/dispatch-client';

let ctx: TestContext;
const ranks: Record<string, { sergeant: string; officer: string }> = {};
const divisions: Record<string, { patrol: string; k9: string; archived: string }> = {};

async function seedDepartment(department: 'Xbox' | 'PlayStation') {
  const [sergeant, officer] = await ctx.db
    .insertInto('ranks')
    .values([
      { department, name: 'Sergeant', position: 1, supervisor: true },
      { department, name: 'Officer', position: 2, supervisor: false },
    ])
    .returning('id')
    .execute();
  ranks[department] = { sergeant: sergeant!.id, officer: officer!.id };
  const [patrol, k9, archived] = await ctx.db
    .insertInto('divisions')
    .values([
      { department, name: 'Patrol', position: 1, archived_at: null },
      { department, name: 'K9', position: 2, archived_at: null },
      { department, name: 'Old unit', position: 3, archived_at: new Date() },
    ])
    .returning('id')
    .execute();
  divisions[department] = { patrol: patrol!.id, k9: k9!.id, archived: archived!.id };
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDepartment('Xbox');
  await seedDepartment('PlayStation');
});
afterAll(async () => {
  await ctx?.close();
});

async function supervisorOf(department: 'Xbox' | 'PlayStation') {
  const sergeant = await registeredOfficer(ctx, department);
  await ctx.db
    .updateTable('officers')
    .set({ rank_id: ranks[department]!.sergeant, rank: 'Sergeant' })
    .where('id', '=', sergeant.officer._id)
    .execute();
  return sergeant;
}

const keyOf = async (res: Response) => ((await res.json()) as { key: string }).key;

const patch = (member: TestMember, profileId: string, body: unknown) =>
  member.request(`/api/roster/${profileId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the roster', () => {
  it('a supervisor reads and edits their own department; the rank text follows the rank', async () => {
    const sergeant = await supervisorOf('Xbox');
    const deputy = await registeredOfficer(ctx, 'Xbox');
    const res = await sergeant.get('/api/roster?department=Xbox');
    expect(res.status).toBe(200);
    const roster = await json<Roster>(res);
    expect(roster.department.id).toBe('Xbox');
    expect(roster.ranks.map((r) => r.name)).toEqual(['Sergeant', 'Officer']);
    // Archived divisions are not offered.
    expect(roster.divisions.map((d) => d.name)).toEqual(['Patrol', 'K9']);
    expect(roster.members.find((m) => m.profileId === deputy.officer._id)).toMatchObject({
      callsign: deputy.officer.callsign,
      onDuty: true,
      divisions: [],
    });

    const edited = await patch(sergeant, deputy.officer._id, {
      rankId: ranks.Xbox!.officer,
      divisionIds: [divisions.Xbox!.k9, divisions.Xbox!.patrol],
    });
    expect(edited.status).toBe(200);
    const { member } = await json<{ member: RosterEntry }>(edited);
    expect(member).toMatchObject({ rank: 'Officer', rankId: ranks.Xbox!.officer });
    expect(member.divisions.map((d) => d.name)).toEqual(['Patrol', 'K9']);
    const stored = await ctx.db
      .selectFrom('officers')
      .select(['rank', 'rank_id'])
      .where('id', '=', deputy.officer._id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ rank: 'Officer', rank_id: ranks.Xbox!.officer });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_discord_id', 'before', 'after'])
      .where('target_id', '=', deputy.officer._id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'roster.update', actor_discord_id: sergeant.discordId });
    expect(audit.after).toMatchObject({ rank: 'Officer', divisions: ['Patrol', 'K9'] });

    // The session tells the web which rosters the member manages.
    const session = await json<{ user: { supervises: string[] } }>(
      await sergeant.get('/api/auth/session'),
    );
    expect(session.user.supervises).toEqual(['Xbox']);
  });

  it('refuses members who do not supervise the department (403) and lets staff in', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const other = await registeredOfficer(ctx, 'Xbox');
    let res = await officer.get('/api/roster?department=Xbox');
    expect(res.status).toBe(403);
    expect(await keyOf(res)).toBe('roster.notSupervisor');
    res = await patch(officer, other.officer._id, { callsign: uniqueCallsign() });
    expect(res.status).toBe(403);

    // A supervisor of one department cannot edit another's member.
    const sergeant = await supervisorOf('PlayStation');
    expect((await sergeant.get('/api/roster?department=Xbox')).status).toBe(403);
    res = await patch(sergeant, other.officer._id, { callsign: uniqueCallsign() });
    expect(res.status).toBe(403);

    const staff = await ctx.member([TEST_ROLES.admin]);
    expect((await staff.get('/api/roster?department=Xbox')).status).toBe(200);
    const callsign = uniqueCallsign();
    res = await patch(staff, other.officer._id, { callsign });
    expect(res.status).toBe(200);
    expect((await json<{ member: RosterEntry }>(res)).member.callsign).toBe(callsign);
    const session = await json<{ user: { supervises: string[] } }>(
      await staff.get('/api/auth/session'),
    );
    expect(session.user.supervises).toEqual(expect.arrayContaining(['Xbox', 'PlayStation']));
  });

  it('refuses bad input with 400 field errors', async () => {
    const sergeant = await supervisorOf('Xbox');
    const deputy = await registeredOfficer(ctx, 'Xbox');
    const id = deputy.officer._id;
    let res = await patch(sergeant, id, { callsign: 'no spaces!' });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).issues[0]!.path).toBe('callsign');
    expect((await patch(sergeant, id, {})).status).toBe(400);
    expect((await patch(sergeant, id, { rankId: 'x' })).status).toBe(400);

    // A rank or division of another department, or an archived division.
    res = await patch(sergeant, id, { rankId: ranks.PlayStation!.officer });
    expect(res.status).toBe(400);
    expect(await errorBody(res)).toMatchObject({
      key: 'roster.rankNotInDepartment',
      issues: [{ path: 'rankId' }],
    });
    res = await patch(sergeant, id, { divisionIds: [divisions.PlayStation!.k9] });
    expect(res.status).toBe(400);
    expect(await keyOf(res)).toBe('roster.divisionNotInDepartment');
    res = await patch(sergeant, id, { divisionIds: [divisions.Xbox!.archived] });
    expect(res.status).toBe(400);

    // A callsign another profile of the department holds, in any case.
    res = await patch(sergeant, id, { callsign: sergeant.officer.callsign.toLowerCase() });
    expect(res.status).toBe(409);
    expect(await keyOf(res)).toBe('dispatch.callsignTaken');
  });

  it("holds callsigns to the department's pattern", async () => {
    await ctx.db
      .updateTable('departments')
      .set({ callsign_pattern: '1-ADAM-{n}' })
      .where('id', '=', 'PlayStation')
      .execute();
    try {
      const sergeant = await supervisorOf('PlayStation');
      const deputy = await registeredOfficer(ctx, 'PlayStation');
      let res = await patch(sergeant, deputy.officer._id, { callsign: 'D-104' });
      expect(res.status).toBe(400);
      expect(await errorBody(res)).toMatchObject({
        key: 'roster.callsignPattern',
        issues: [{ path: 'callsign' }],
      });
      res = await patch(sergeant, deputy.officer._id, { callsign: '1-ADAM-X' });
      expect(res.status).toBe(400);
      const number = Math.floor(Math.random() * 1e6);
      res = await patch(sergeant, deputy.officer._id, { callsign: `1-adam-${number}` });
      expect(res.status).toBe(200);
      expect((await json<{ member: RosterEntry }>(res)).member.callsign).toBe(`1-ADAM-${number}`);
    } finally {
      await ctx.db
        .updateTable('departments')
        .set({ callsign_pattern: null })
        .where('id', '=', 'PlayStation')
        .execute();
    }
  });

  it('counts hours on duty since Monday 00:00 UTC, the open tour to now', async () => {
    const staff = await ctx.member([TEST_ROLES.admin]);
    const deputy = await registeredOfficer(ctx, 'Xbox');
    const id = deputy.officer._id;
    await ctx.db.deleteFrom('clock_sessions').where('officer_id', '=', id).execute();
    // Wednesday 2026-06-10 12:00 UTC; the week began Monday 2026-06-08.
    const now = new Date('2026-06-10T12:00:00Z');
    const saved = ctx.clock.now;
    ctx.clock.now = now;
    try {
      await ctx.db
        .insertInto('clock_sessions')
        .values([
          // Sunday 22:00 → Monday 02:00: two hours fall in this week.
          {
            officer_id: id,
            department: 'Xbox',
            started_at: new Date('2026-06-07T22:00:00Z'),
            ended_at: new Date('2026-06-08T02:00:00Z'),
          },
          // Last week entirely: not counted.
          {
            officer_id: id,
            department: 'Xbox',
            started_at: new Date('2026-06-01T10:00:00Z'),
            ended_at: new Date('2026-06-01T20:00:00Z'),
          },
          // Tuesday, 3 h 30.
          {
            officer_id: id,
            department: 'Xbox',
            started_at: new Date('2026-06-09T08:00:00Z'),
            ended_at: new Date('2026-06-09T11:30:00Z'),
          },
          // Open since 10:00: two hours to now.
          {
            officer_id: id,
            department: 'Xbox',
            started_at: new Date('2026-06-10T10:00:00Z'),
            ended_at: null,
          },
        ])
        .execute();
      const roster = await json<Roster>(await staff.get('/api/roster?department=Xbox'));
      expect(roster.members.find((m) => m.profileId === id)).toMatchObject({
        onDuty: true,
        minutesThisWeek: (2 + 3.5 + 2) * 60,
      });
    } finally {
      ctx.clock.now = saved;
    }
  });

  it('announces a new callsign to the live board at once', async () => {
    const sergeant = await supervisorOf('Xbox');
    const deputy = await registeredOfficer(ctx, 'Xbox');
    const watcher = await registeredOfficer(ctx, 'Xbox');
    const stream = readEvents(await clientAs(ctx, watcher).events.$get({ query: {} }));
    try {
      await stream.next((e) => e.event === 'ready');
      const callsign = uniqueCallsign('S');
      const res = await patch(sergeant, deputy.officer._id, { callsign });
      expect(res.status).toBe(200);
      // An officer watching the board hears the new callsign at once.
      const heard = await stream.next(
        (e) =>
          e.event === 'unit.updated' &&
          (e.data as { officerId: string }).officerId === deputy.officer._id,
      );
      expect(heard.data).toMatchObject({ callsign, onDuty: true });
      await boardShows(callsign);
    } finally {
      await stream.close();
    }

    async function boardShows(callsign: string) {
      const event = await ctx.db
        .selectFrom('dispatch_events')
        .select(['type', 'payload', 'department'])
        .where('type', '=', 'unit.updated')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(event).toMatchObject({
        department: 'Xbox',
        payload: { officerId: deputy.officer._id, callsign, onDuty: true },
      });
      // The board's units list reads the same.
      const units = await json<{ units: { officerId: string; callsign: string }[] }>(
        await sergeant.get('/api/units'),
      );
      expect(units.units.find((u) => u.officerId === deputy.officer._id)?.callsign).toBe(callsign);
    }
  });
});

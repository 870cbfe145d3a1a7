import { describe, expect, it } from 'vitest';
import { setUserRoles } from '@tenfour/db';
import { getUnit, liftSignal100, listOnDutyUnits, setSignal100 } from '@tenfour/db/dispatch';
import {
  ephemeral,
  insertUnit,
  PATHS,
  setUpCadTest,
  stringOption,
  subcommand,
  TEST_ROLES,
} from '../testing/bot-test';

// /status and /duty from Discord, over the gateway and the signed HTTP endpoint: the same unit
// operation as the officer and SAFR dashboards, with the member's roles and profile read from
// the server on every use.

const cad = setUpCadTest();

describe.each(PATHS)('/status and /duty over the %s', (path) => {
  const status = (userId: string, code: string) =>
    cad.command(path, 'status', userId, [stringOption('code', code)]);
  const typing = (userId: string, typed: string) =>
    cad.command(path, 'status', userId, [stringOption('code', typed, true)], 4);
  const duty = (userId: string, which: string) =>
    cad.command(path, 'duty', userId, [subcommand(which)]);

  it('sets an officer status, which clocks in and out as on the dashboard', async () => {
    const member = await cad.ctx.member([TEST_ROLES.publicSafety]);
    const officer = await insertUnit(cad.ctx, member.discordId);

    expect(await status(member.discordId, '10-8')).toEqual(
      ephemeral(`✅ Status set. ${officer.callsign} (Xbox) is 10-8 (In Service), on duty.`),
    );
    expect(await getUnit(cad.ctx.db, officer.id)).toMatchObject({ status: '10-8', onDuty: true });
    // The dispatcher's board reads the same unit.
    const units = { units: await listOnDutyUnits(cad.ctx.db, 'Xbox') };
    expect(units.units).toContainEqual(
      expect.objectContaining({ callsign: officer.callsign, status: '10-8' }),
    );

    expect((await status(member.discordId, '10-11')).data?.content).toBe(
      `✅ Status set. ${officer.callsign} (Xbox) is 10-11 (Traffic Stop), on duty.`,
    );
    expect((await status(member.discordId, '10-42')).data?.content).toBe(
      `✅ Status set. ${officer.callsign} (Xbox) is 10-42 (End of Tour), off duty.`,
    );
    expect(await getUnit(cad.ctx.db, officer.id)).toMatchObject({ status: '10-42', onDuty: false });
  });

  it('gives fire/rescue its own statuses and refuses an officer code', async () => {
    const member = await cad.ctx.member([TEST_ROLES.fireRescue]);
    const unit = await insertUnit(cad.ctx, member.discordId, { service: 'safr' });
    expect((await status(member.discordId, 'Available')).data?.content).toBe(
      `✅ Status set. ${unit.callsign} (Xbox) is Available, on duty.`,
    );
    expect(await status(member.discordId, '10-8')).toEqual(
      ephemeral(
        '❌ Choose one of your statuses: Available, En Route, On Scene, Transporting, At Hospital, Out of Service.',
      ),
    );
    expect(await getUnit(cad.ctx.db, unit.id)).toMatchObject({ status: 'Available' });
  });

  it('refuses a civilian, a member without a profile, a stranger and a member whose role was taken', async () => {
    const civilian = await cad.ctx.member([]);
    await insertUnit(cad.ctx, civilian.discordId);
    expect(await status(civilian.discordId, '10-8')).toEqual(
      ephemeral('❌ This requires the public safety or fire/rescue role.'),
    );
    expect(await duty(civilian.discordId, 'on')).toEqual(
      ephemeral('❌ This requires the public safety or fire/rescue role.'),
    );

    const unregistered = await cad.ctx.member([TEST_ROLES.publicSafety]);
    expect((await status(unregistered.discordId, '10-8')).data?.content).toBe(
      '❌ Register your officer or fire/rescue profile on TenFour first (http://localhost:3000).',
    );

    expect((await status('123456789012345678', '10-8')).data?.content).toBe(
      '❌ Sign in at http://localhost:3000 with Discord first; TenFour reads your roles then.',
    );

    const demoted = await cad.ctx.member([TEST_ROLES.publicSafety]);
    const officer = await insertUnit(cad.ctx, demoted.discordId);
    await setUserRoles(cad.ctx.db, demoted.discordId, []);
    expect((await status(demoted.discordId, '10-8')).data?.content).toBe(
      '❌ This requires the public safety or fire/rescue role.',
    );
    expect(await getUnit(cad.ctx.db, officer.id)).toMatchObject({ onDuty: false });
  });

  it('refuses a code that is not a status, and a /duty that is neither on nor off', async () => {
    const member = await cad.ctx.member([TEST_ROLES.publicSafety]);
    const officer = await insertUnit(cad.ctx, member.discordId);
    const refusal = ephemeral(
      '❌ Choose one of your statuses: 10-8, 10-7, 10-6, 10-11, 10-41, 10-42, Signal 11.',
    );
    expect(await status(member.discordId, '10-99')).toEqual(refusal);
    expect(await cad.command(path, 'status', member.discordId, [])).toEqual(
      ephemeral('❌ Choose a status.'),
    );
    expect(await duty(member.discordId, 'maybe')).toEqual(
      ephemeral('❌ Use /duty on or /duty off.'),
    );
    expect(await getUnit(cad.ctx.db, officer.id)).toMatchObject({ onDuty: false });
  });

  it('suggests the statuses of the member’s own service, filtered by what is typed', async () => {
    const officer = await cad.ctx.member([TEST_ROLES.publicSafety]);
    await insertUnit(cad.ctx, officer.discordId);
    expect(await typing(officer.discordId, '10-4')).toEqual({
      type: 8,
      data: {
        choices: [
          { name: '10-41 — Beginning of Tour', value: '10-41' },
          { name: '10-42 — End of Tour', value: '10-42' },
        ],
      },
    });
    expect((await typing(officer.discordId, 'radar')).data?.choices).toEqual([
      { name: 'Signal 11 — Running Radar', value: 'Signal 11' },
    ]);

    const safr = await cad.ctx.member([TEST_ROLES.fireRescue]);
    await insertUnit(cad.ctx, safr.discordId, { service: 'safr' });
    expect((await typing(safr.discordId, '')).data?.choices?.map((c) => c.value)).toEqual([
      'Available',
      'En Route',
      'On Scene',
      'Transporting',
      'At Hospital',
      'Out of Service',
    ]);

    const civilian = await cad.ctx.member([]);
    expect(await typing(civilian.discordId, '10')).toEqual({ type: 8, data: { choices: [] } });
  });

  it('/duty on and off clock the member’s unit in and out', async () => {
    const member = await cad.ctx.member([TEST_ROLES.publicSafety]);
    const officer = await insertUnit(cad.ctx, member.discordId);
    expect((await duty(member.discordId, 'on')).data?.content).toBe(
      `✅ Clocked in. ${officer.callsign} (Xbox) is 10-8 (In Service), on duty.`,
    );
    expect(await getUnit(cad.ctx.db, officer.id)).toMatchObject({ onDuty: true });
    expect((await duty(member.discordId, 'off')).data?.content).toBe(
      `✅ Clocked out. ${officer.callsign} (Xbox) is 10-7 (Out of Service), off duty.`,
    );
    expect(await getUnit(cad.ctx.db, officer.id)).toMatchObject({ onDuty: false });
  });
});

describe('/status under Signal 100', () => {
  it.each(PATHS)(
    'over the %s, keeps a unit of the held department in an emergency status',
    async (path) => {
      const desk = {
        kind: 'dispatcher' as const,
        discordId: '1',
        name: 'Desk',
        department: 'Xbox',
      };
      const medicMember = await cad.ctx.member([TEST_ROLES.fireRescue]);
      const medic = await insertUnit(cad.ctx, medicMember.discordId, { service: 'safr' });
      const status = (code: string) =>
        cad.command(path, 'status', medicMember.discordId, [stringOption('code', code)]);
      await status('Available');
      await setSignal100(cad.ctx.db, desk, 'Xbox', 'Officer down', cad.ctx.clock.now);
      try {
        expect((await status('On Scene')).data?.content).toBe(
          `✅ Status set. ${medic.callsign} (Xbox) is On Scene, on duty.`,
        );
        expect(await status('Available')).toEqual(
          ephemeral(
            '❌ Signal 100 holds for Xbox: until it is lifted, only an emergency status (En Route, On Scene) may be chosen.',
          ),
        );
        expect(await getUnit(cad.ctx.db, medic.id)).toMatchObject({ status: 'On Scene' });
      } finally {
        await liftSignal100(cad.ctx.db, desk, 'Xbox', cad.ctx.clock.now);
      }
      expect((await status('Available')).data?.content).toContain('is Available');
    },
  );
});

describe('the handlers’ clock', () => {
  it('/duty clocks in and out at the time the bot is given, not the machine’s', async () => {
    const member = await cad.ctx.member([TEST_ROLES.publicSafety]);
    const officer = await insertUnit(cad.ctx, member.discordId);
    const duty = (which: string) =>
      cad.command('gateway', 'duty', member.discordId, [subcommand(which)]);
    const realTime = cad.ctx.clock.now;
    const clockIn = new Date('2030-01-02T03:04:05.000Z');
    cad.ctx.clock.now = clockIn;
    try {
      await duty('on');
      cad.ctx.clock.advance(90 * 60_000);
      await duty('off');
    } finally {
      cad.ctx.clock.now = realTime;
    }
    const sessions = await cad.ctx.db
      .selectFrom('clock_sessions')
      .select(['started_at', 'ended_at'])
      .where('officer_id', '=', officer.id)
      .execute();
    expect(sessions).toEqual([
      { started_at: clockIn, ended_at: new Date(clockIn.getTime() + 90 * 60_000) },
    ]);
  });
});

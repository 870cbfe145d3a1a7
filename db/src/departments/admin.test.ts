import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../infra/client';
import type { Department } from '../schema/core';
import { registerDiscordFollowUps } from '../discord/call-follow-ups';
import { registerOfficer } from '../dispatch/officer-profiles';
import { insertUnattendedCall } from '../dispatch/emergency-calls';
import { createTestDb, insertCivilian, insertMember } from '../testing';
import { createDepartment } from './admin';
import { departmentSlug, isCallsignPattern, isDiscordWebhookUrl } from './rules';
import { DepartmentDirectory } from './directory';

let handle: DbHandle;
beforeAll(async () => {
  // A call's Discord posts are queued with it, as in the API and the bot.
  registerDiscordFollowUps();
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('a department staff create', () => {
  it('takes profiles and calls at once, numbered from its own counters', async () => {
    const staff = await insertMember(handle.db);
    const now = new Date('2026-06-01T12:00:00Z');
    const directory = new DepartmentDirectory(handle.db, handle.notifier);
    expect((await directory.all()).map((d) => d.id)).toEqual(['Xbox', 'PlayStation']);

    const created = await createDepartment(
      handle.db,
      { staffDiscordId: staff, now },
      {
        name: 'Los Santos Police Department',
        shortName: 'LSPD',
        services: ['police'],
        platform: null,
        colour: '#1f6feb',
        callsignPattern: '1-ADAM-{n}',
      },
    );
    expect(created).toMatchObject({ id: 'lspd', position: 3, divisions: [], ranks: [] });
    // Every process's directory hears of it.
    expect(await directory.find('lspd')).toMatchObject({ shortName: 'LSPD', archived: false });

    const department = created.id as Department;
    const member = await insertMember(handle.db);
    const officer = await registerOfficer(
      handle.db,
      {
        discordId: member,
        civilianId: await insertCivilian(handle, member),
        department,
        callsign: '1-ADAM-1',
      },
      now,
    );
    expect(officer.department).toBe('lspd');

    const numbers = [];
    for (let i = 0; i < 2; i++) {
      const call = await handle.db.transaction().execute((trx) =>
        insertUnattendedCall(
          trx,
          department,
          {
            type: 'Other',
            location: 'Vinewood Blvd',
            postal: null,
            details: null,
            services: ['police'],
            priority: 2,
            source: 'dispatch',
          },
          now,
        ),
      );
      numbers.push(call.callNumber);
    }
    expect(numbers).toEqual([1, 2]);
  });
});

describe("the rules of a department's settings", () => {
  it('derives stable ids from short names', () => {
    expect(departmentSlug('BCSO', ['Xbox'])).toBe('bcso');
    expect(departmentSlug('BCSO', ['bcso', 'bcso-2'])).toBe('bcso-3');
    expect(departmentSlug('S.A. Fire & Rescue', [])).toBe('s-a-fire-rescue');
    expect(departmentSlug('★', [])).toBe('department');
    expect(departmentSlug('xbox', ['Xbox'])).toBe('xbox-2');
  });

  it('knows a callsign pattern and a Discord webhook', () => {
    for (const good of ['1-ADAM-{n}', '{n}', 'Engine {n}', 'E-{n}-1']) {
      expect(isCallsignPattern(good), good).toBe(true);
    }
    for (const bad of ['', 'ADAM', '{n}{n}', '1_{n}', '{n}/2', `${'A'.repeat(30)}{n}`]) {
      expect(isCallsignPattern(bad), bad).toBe(false);
    }
    expect(isDiscordWebhookUrl('https://discord.com/api/webhooks/1/abc-DEF_9')).toBe(true);
    expect(isDiscordWebhookUrl('https://discord.com/api/webhooks/1/abc?x=1')).toBe(false);
    expect(isDiscordWebhookUrl('https://discord.com@evil.example/api/webhooks/1/abc')).toBe(false);
  });
});

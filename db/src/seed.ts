import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { DEMO_ROLES, demoRoleSeed } from './infra/config';
import { seedRoleMappingOnce, type RoleSeed } from './auth/role-mapping';
import { upsertUser, type DiscordProfile } from './auth/users';
import { seedCivilianDemo } from './civilians/demo-seed';
import { seedRecordsDemo } from './records/demo-seed';
import { seedDispatchDemo } from './dispatch/demo-seed';
import { seedSafrDemo } from './safr/demo-seed';
import { seedDispatcherDemo } from './dispatch/dispatcher-demo-seed';
import { seedStaffConsoleDemo } from './staff/demo-seed';
import { registerDiscordFollowUps } from './discord/call-follow-ups';
import { DEMO_SUPERVISOR_DISCORD_ID, seedDepartmentsDemo } from './departments/demo-seed';

export interface DemoUser extends DiscordProfile {
  label: string;
  description: string;
  /** Where the persona starts when sign-in was not sent from another page. */
  landing: string;
}

/** The demo judge: hears contested citations (docs/court.md). */
export const DEMO_JUDGE_DISCORD_ID = '100000000000000007';

/** The personas offered by the demo sign-in, holding the demo guild's roles. */
export function demoUsers(): DemoUser[] {
  const roles = {
    publicSafety: [DEMO_ROLES.publicSafety],
    fireRescue: [DEMO_ROLES.fireRescue],
    admin: [DEMO_ROLES.admin],
    dispatch: [DEMO_ROLES.dispatch],
    judge: [DEMO_ROLES.judge],
  };
  const licenses: string[] = Object.values(DEMO_ROLES.licenses);
  return [
    {
      discordId: '100000000000000001',
      username: 'casey.civilian',
      discriminator: '0',
      avatar: null,
      roles: licenses.slice(0, 1),
      label: 'Civilian',
      description: 'A community member with a standard driver’s license role.',
      landing: '/home',
    },
    {
      discordId: '100000000000000002',
      username: 'ofc.jordan',
      discriminator: '0',
      avatar: null,
      roles: [...roles.publicSafety.slice(0, 1), ...licenses],
      label: 'Police officer',
      description: 'Public safety role and every license role.',
      landing: '/home',
    },
    {
      discordId: '100000000000000003',
      username: 'ff.morgan',
      discriminator: '0',
      avatar: null,
      roles: [...roles.fireRescue.slice(0, 1), ...licenses.slice(0, 1)],
      label: 'Fire / rescue',
      description: 'SA Fire Rescue role; paramedic M-3, on scene of a medical call.',
      landing: '/dashboard/safr',
    },
    {
      discordId: '100000000000000004',
      username: 'admin.riley',
      discriminator: '0',
      avatar: null,
      roles: [
        ...roles.admin.slice(0, 1),
        ...roles.publicSafety.slice(0, 1),
        ...roles.fireRescue.slice(0, 1),
        ...licenses,
      ],
      label: 'Community staff',
      description: 'Admin, public safety and fire/rescue roles.',
      landing: '/home',
    },
    {
      discordId: '100000000000000005',
      username: 'dispatch.avery',
      discriminator: '0',
      avatar: null,
      roles: [...roles.dispatch.slice(0, 1), ...licenses.slice(0, 1)],
      label: 'Dispatcher',
      description: 'Dispatcher role; open 911 calls and police and fire/rescue units on duty.',
      landing: '/dashboard/dispatch',
    },
    {
      discordId: DEMO_SUPERVISOR_DISCORD_ID,
      username: 'sgt.taylor',
      discriminator: '0',
      avatar: null,
      roles: [...roles.publicSafety.slice(0, 1), ...licenses.slice(0, 1)],
      label: 'Supervisor',
      description:
        "Sergeant of the Blaine County Sheriff's Office; sets its members' rank, divisions and callsigns on the roster.",
      landing: '/dashboard/roster',
    },
    {
      discordId: DEMO_JUDGE_DISCORD_ID,
      username: 'judge.quinn',
      discriminator: '0',
      avatar: null,
      roles: [...roles.judge.slice(0, 1), ...licenses.slice(0, 1)],
      label: 'Judge',
      description: 'Judge role; hears contested fines and rules on them.',
      landing: '/home',
    },
  ];
}

/** Seeds the demo community. Idempotent: safe on every start. */
export async function seedDemo(
  db: Kysely<Database>,
  roleSeed: RoleSeed = demoRoleSeed(),
  options: {
    /**
     * false: the two spec departments only, as every database was before departments became
     * rows (migration tests go back past that migration, which cannot keep a third one).
     */
    sheriffsOffice?: boolean;
  } = {},
): Promise<void> {
  // The demo guild's roles are mapped on a database that has never had a mapping; afterwards
  // the mapping is staff's, as anywhere else.
  await seedRoleMappingOnce(db, roleSeed);
  // The demo's calls and units are dispatch changes like any other, Discord messages included.
  registerDiscordFollowUps();
  for (const { label: _l, description: _d, landing: _landing, ...profile } of demoUsers()) {
    await upsertUser(db, profile);
  }
  await seedCivilianDemo(db);
  await seedRecordsDemo(db);
  await seedDispatchDemo(db);
  // Before fire/rescue's demo, whose operations write audit entries of their own: the staff
  // console's seed writes its entries only into an empty log.
  await seedStaffConsoleDemo(db);
  await seedSafrDemo(db);
  await seedDispatcherDemo(db);
  if (options.sheriffsOffice !== false) await seedDepartmentsDemo(db, [DEMO_ROLES.publicSafety]);
}

import type { Department } from '@tenfour/db';
import type { SafrRole } from '@tenfour/db/dispatch';
import type { SafrProfileView } from '@tenfour/db/safr';
import { clientAs } from './client';
import { insertCivilian, uniqueCallsign } from './dispatch';
import { TEST_ROLES, type TestContext, type TestMember } from './test-app';

export { errorBody, readSse, registeredOfficer, uniqueCallsign, type ErrorBody } from './dispatch';
export { clientAs, insertCivilian };

/** The typed client's `/api` routes. */
export type Api = ReturnType<typeof clientAs>;

export interface TestSafrMember extends TestMember {
  profile: SafrProfileView;
  civilianId: string;
}

/** A fire/rescue member with a registered profile in the department (through the API). */
export async function registeredSafr(
  ctx: TestContext,
  department: Department = 'Xbox',
  options: {
    role?: SafrRole;
    callsign?: string;
    roles?: string[];
    name?: { first?: string; last?: string };
  } = {},
): Promise<TestSafrMember> {
  const member = await ctx.member(options.roles ?? [TEST_ROLES.fireRescue]);
  const civilianId = await insertCivilian(ctx, member.discordId, {
    first: options.name?.first ?? 'Morgan',
    last: options.name?.last ?? 'Lee',
  });
  const res = await clientAs(ctx, member).safr.profiles.$post({
    json: {
      civilianId,
      department,
      callsign: options.callsign ?? uniqueCallsign('M'),
      role: options.role ?? 'Paramedic',
      station: 'Station 7',
    },
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const { profile } = await res.json();
  return Object.assign(member, { profile, civilianId });
}

import type { Kysely } from 'kysely';
import { DomainError } from '../infra/errors';
import type { Officer } from '../dispatch/active-officer';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import { dutyElsewhere, getUnit, type UnitView } from '../dispatch/units';

/** A fire/rescue member's profile with its unit's live state (the SAFR Dashboard's unit card). */
export interface SafrProfileView {
  _id: string;
  discordId: string;
  civilianId: string | null;
  department: Department;
  callsign: string;
  badgeNumber: number;
  firstName: string;
  lastName: string;
  rank: string;
  /** Firefighter, EMT or Paramedic. */
  role: string;
  station: string | null;
  status: string;
  onDuty: boolean;
  onDutySince: string | null;
  /** Why the unit cannot go Available now (the member is on duty with another profile). */
  dutyElsewhere: string | null;
}

export function toSafrProfileView(
  profile: Officer,
  unit: UnitView,
  elsewhere: string | null,
): SafrProfileView {
  return {
    _id: profile.id,
    discordId: profile.discord_id,
    civilianId: profile.civilian_id,
    department: profile.department,
    callsign: profile.callsign,
    badgeNumber: profile.badge_number,
    firstName: profile.first_name,
    lastName: profile.last_name,
    rank: profile.rank,
    role: profile.role ?? '',
    station: profile.station,
    status: unit.status,
    onDuty: unit.onDuty,
    onDutySince: unit.onDutySince,
    dutyElsewhere: elsewhere,
  };
}

export async function safrProfileView(
  db: Kysely<Database>,
  profile: Officer,
): Promise<SafrProfileView> {
  const unit = await getUnit(db, profile.id);
  if (!unit) throw new DomainError('not_found', 'dispatch.safrProfileNotFound');
  return toSafrProfileView(profile, unit, await dutyElsewhere(db, profile));
}

/** How a record names its fire/rescue author: copied from the stored profile, never the body. */
export function authorOf(profile: Officer) {
  return {
    name: `${profile.first_name} ${profile.last_name}`,
    callsign: profile.callsign,
    rank: profile.rank,
    role: profile.role ?? '',
  };
}

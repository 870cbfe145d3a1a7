import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Notifier } from '../infra/notify';
import { LiveConfig } from '../community/live-config';
import type { UnitService } from '../schema/fire-rescue';
import { statusRules, type StatusRules, type UnitStatusValue } from './statuses';
import type { CallTypeValue } from './call-types';

/** Everything staff define on the values page, as every process holds it. */
export interface CommunityValuesData {
  statuses: UnitStatusValue[];
  /** Every call type, retired ones included (old calls keep their type's name). */
  callTypes: CallTypeValue[];
}

export async function loadValues(db: Kysely<Database>): Promise<CommunityValuesData> {
  const [rows, types] = await Promise.all([
    db
      .selectFrom('unit_statuses')
      .selectAll()
      .orderBy('service')
      .orderBy('position')
      .orderBy('created_at')
      .execute(),
    db.selectFrom('call_types').selectAll().orderBy('position').orderBy('created_at').execute(),
  ]);
  return {
    callTypes: types.map(toCallTypeValue),
    statuses: rows.map((r) => ({
      id: r.id,
      service: r.service,
      code: r.code,
      label: r.label,
      colour: r.colour,
      meaning: r.meaning,
      position: r.position,
      retired: r.retired_at !== null,
    })),
  };
}

export function toCallTypeValue(r: {
  id: string;
  name: string;
  priority: number;
  services: CallTypeValue['services'];
  position: number;
  retired_at: Date | null;
}): CallTypeValue {
  return {
    id: r.id,
    name: r.name,
    priority: r.priority,
    services: r.services,
    position: r.position,
    retired: r.retired_at !== null,
  };
}

/**
 * The process's copy of the values: read once, kept until staff change one (in any process,
 * heard through the 'values' announcement). A unit's status change asks here, never the
 * database, so the boards stay as fast as with constants.
 */
export class CommunityValues {
  private readonly live: LiveConfig<CommunityValuesData>;

  constructor(db: Kysely<Database>, notifier?: Notifier) {
    this.live = new LiveConfig(db, notifier, 'values', loadValues);
  }

  all(): Promise<CommunityValuesData> {
    return this.live.get();
  }

  async statusRules(service: UnitService): Promise<StatusRules> {
    return statusRules((await this.all()).statuses, service);
  }
}

const held = new WeakMap<Kysely<Database>, CommunityValues>();

/**
 * The values of the database `db` reaches, one copy per process and database. The API
 * registers its notifier first (so changes are heard at once); a process without one reads
 * again after a few seconds.
 */
export function communityValues(db: Kysely<Database>, notifier?: Notifier): CommunityValues {
  let values = held.get(db);
  if (!values) held.set(db, (values = new CommunityValues(db, notifier)));
  return values;
}

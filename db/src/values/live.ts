import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Notifier } from '../infra/notify';
import { LiveConfig } from '../community/live-config';
import type { UnitService } from '../schema/fire-rescue';
import { statusRules, type StatusRules, type UnitStatusValue } from './statuses';
import { CALL_REQUIRED_FIELDS, type CallTypeValue } from './call-types';
import type { LicenseTypeValue } from './license-types';
import type { ListValue } from './lists';
import type { CustomFieldValue } from './custom-fields';
import type { CustomFieldsTable } from '../schema/values';
import type { CallAgeThresholds } from './call-age-limits';
import { getCallAgeThresholds } from './call-age';

/** Everything staff define on the values page, as every process holds it. */
export interface CommunityValuesData {
  statuses: UnitStatusValue[];
  /** Every call type, retired ones included (old calls keep their type's name). */
  callTypes: CallTypeValue[];
  /** Every license type, retired ones included (civilians keep showing theirs). */
  licenseTypes: LicenseTypeValue[];
  /** Every value of every list the forms offer, retired ones included. */
  lists: ListValue[];
  /** When a call's age turns amber and red on the console. */
  callAge: CallAgeThresholds;
  /** Every custom field of civilians, vehicles and weapons, retired ones included. */
  customFields: CustomFieldValue[];
}

export async function loadValues(db: Kysely<Database>): Promise<CommunityValuesData> {
  const [rows, types, licenses, lists, callAge, fields] = await Promise.all([
    db
      .selectFrom('unit_statuses')
      .selectAll()
      .orderBy('service')
      .orderBy('position')
      .orderBy('created_at')
      .execute(),
    db.selectFrom('call_types').selectAll().orderBy('position').orderBy('created_at').execute(),
    db.selectFrom('license_types').selectAll().orderBy('position').orderBy('created_at').execute(),
    db
      .selectFrom('list_values')
      .selectAll()
      .orderBy('list')
      .orderBy('position')
      .orderBy('created_at')
      .execute(),
    getCallAgeThresholds(db),
    db
      .selectFrom('custom_fields')
      .selectAll()
      .orderBy('target')
      .orderBy('position')
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    callAge,
    customFields: fields.map(toCustomFieldValue),
    callTypes: types.map(toCallTypeValue),
    licenseTypes: licenses.map(toLicenseTypeValue),
    lists: lists.map(toListValue),
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
  required_fields: CallTypeValue['requiredFields'];
  position: number;
  retired_at: Date | null;
}): CallTypeValue {
  return {
    id: r.id,
    name: r.name,
    priority: r.priority,
    services: r.services,
    requiredFields: sortRequired(r.required_fields),
    position: r.position,
    retired: r.retired_at !== null,
  };
}

export function toLicenseTypeValue(r: {
  id: string;
  name: string;
  discord_role_id: string | null;
  dmv_test: string | null;
  position: number;
  retired_at: Date | null;
}): LicenseTypeValue {
  return {
    id: r.id,
    name: r.name,
    discordRoleId: r.discord_role_id,
    dmvTest: r.dmv_test,
    position: r.position,
    retired: r.retired_at !== null,
  };
}

export function toListValue(r: {
  id: string;
  list: ListValue['list'];
  value: string;
  position: number;
  retired_at: Date | null;
}): ListValue {
  return {
    id: r.id,
    list: r.list,
    value: r.value,
    position: r.position,
    retired: r.retired_at !== null,
  };
}

type CustomFieldRow = {
  [K in Exclude<keyof CustomFieldsTable, 'id' | 'created_at'>]: CustomFieldsTable[K];
} & { id: string };

const num = (v: string | number | null) => (v === null ? null : Number(v));

export function toCustomFieldValue(r: CustomFieldRow): CustomFieldValue {
  return {
    id: r.id,
    target: r.target,
    key: r.key,
    label: r.label,
    type: r.type,
    required: r.required,
    options: r.options,
    maxLength: r.max_length,
    min: num(r.min_value),
    max: num(r.max_value),
    help: r.help,
    see: r.see,
    edit: r.edit,
    inResults: r.in_results,
    searchable: r.searchable,
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

/** Required fields in the forms' order, so a file and the page read them alike. */
export function sortRequired(
  fields: readonly CallTypeValue['requiredFields'][number][],
): CallTypeValue['requiredFields'] {
  return CALL_REQUIRED_FIELDS.filter((f) => fields.includes(f));
}

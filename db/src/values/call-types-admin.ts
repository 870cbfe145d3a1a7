import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { CallService } from '../schema/fire-rescue';
import { sortServices } from '../dispatch/constants';
import type { ValuesChange } from './admin';
import { usedTexts, valueAdmin, type UsedBy } from './admin-skeleton';
import { CALL_TYPE_LIMITS, type CallRequiredField, type CallTypeValue } from './call-types';
import { loadValues, sortRequired, toCallTypeValue } from './live';

/** A call type on the staff page: with whether any call has it (then it cannot be deleted). */
export interface AdminCallType extends CallTypeValue {
  inUse: boolean;
}

export interface CallTypeInput {
  name: string;
  priority: number;
  services: CallService[];
  /** The call fields a new call of this type must fill; none when left out. */
  requiredFields?: CallRequiredField[] | undefined;
}

export type CallTypePatch = Partial<CallTypeInput>;

// A call stores its type's name, so "in use" is any call, open or closed, with that name.
const USED_BY: UsedBy = ['calls', 'type'];

const callTypes = valueAdmin({
  table: 'call_types',
  targetType: 'call_type',
  text: 'name',
  limit: { count: CALL_TYPE_LIMITS.count, key: 'values.callTypeLimit' },
  messages: {
    notFound: 'values.callTypeNotFound',
    taken: 'values.callTypeNameTaken',
    inUse: 'values.callTypeInUse',
  },
  usedBy: () => USED_BY,
  toValue: toCallTypeValue,
  shown: (row) => ({
    name: row.name,
    priority: row.priority,
    services: row.services,
    requiredFields: row.required_fields,
  }),
});

/** The table's columns for what staff sent (services and fields kept in one order). */
function columns(input: CallTypePatch) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.priority !== undefined && { priority: input.priority }),
    ...(input.services && { services: sortServices(input.services) }),
    ...(input.requiredFields && { required_fields: sortRequired(input.requiredFields) }),
  };
}

/** Every call type, retired ones included, for the staff page. */
export async function listAdminCallTypes(db: Kysely<Database>): Promise<AdminCallType[]> {
  const [{ callTypes }, names] = await Promise.all([loadValues(db), usedTexts(db, USED_BY)]);
  return callTypes.map((t) => ({ ...t, inUse: names.has(t.name) }));
}

/** Staff add a call type at the end of the list. */
export function createCallType(
  db: Kysely<Database>,
  change: ValuesChange,
  input: CallTypeInput,
): Promise<AdminCallType> {
  return callTypes.create(db, change, {
    name: input.name,
    priority: input.priority,
    services: sortServices(input.services),
    required_fields: sortRequired(input.requiredFields ?? []),
  });
}

/**
 * Staff edit a call type. Its name may change only while no call has it (a call stores its
 * type by name); priority and services only shape calls created from now on.
 */
export function updateCallType(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  patch: CallTypePatch,
): Promise<AdminCallType> {
  return callTypes.update(db, change, id, columns(patch));
}

/** Retired: new calls can no longer take it; calls that have it keep it. */
export function setCallTypeRetired(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  retired: boolean,
): Promise<AdminCallType> {
  return callTypes.setRetired(db, change, id, retired);
}

/** A call type no call has can be deleted; one in use can only be retired. */
export function deleteCallType(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
): Promise<void> {
  return callTypes.remove(db, change, id);
}

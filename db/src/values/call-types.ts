// The community's call types and how a new call takes one. Pure data and functions (type
// imports only), so the API, the bot and the web app apply the same rules.
import type { CallService } from '../schema/fire-rescue';
import type { CallRequiredField } from '../schema/values';

export type { CallRequiredField };

/** The call fields a type can require, in the order forms show them. */
export const CALL_REQUIRED_FIELDS = ['postal', 'details'] as const satisfies CallRequiredField[];

/** One call type as the community defines it. */
export interface CallTypeValue {
  id: string;
  name: string;
  /** 1 (most urgent) to 3: what a new call of this type starts with when nobody says. */
  priority: number;
  /** What a call of this type needs when its creator does not say. */
  services: CallService[];
  /** What a new call of this type must say beyond its location (none by default). */
  requiredFields: CallRequiredField[];
  position: number;
  retired: boolean;
}

/** Bounds shared by the API's validation, the database's CHECKs and the staff page. */
export const CALL_TYPE_LIMITS = { name: 40, count: 100 } as const;

/** The types a new call can take, in order (retired ones left out). */
export function liveCallTypes(all: readonly CallTypeValue[]): CallTypeValue[] {
  return all.filter((t) => !t.retired).sort((a, b) => a.position - b.position);
}

/** The live type `name` names (any case), or undefined. */
export function findLiveCallType(
  all: readonly CallTypeValue[],
  name: string,
): CallTypeValue | undefined {
  const wanted = name.trim().toLowerCase();
  return all.find((t) => !t.retired && t.name.toLowerCase() === wanted);
}

/** The first field `type` needs that the new call leaves blank, or undefined. */
export function missingRequiredField(
  type: Pick<CallTypeValue, 'requiredFields'>,
  given: { postal?: string | null | undefined; details?: string | null | undefined },
): CallRequiredField | undefined {
  return CALL_REQUIRED_FIELDS.find(
    (f) => type.requiredFields.includes(f) && !(given[f] ?? '').trim(),
  );
}

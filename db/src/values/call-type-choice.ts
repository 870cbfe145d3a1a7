import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import {
  findLiveCallType,
  liveCallTypes,
  missingRequiredField,
  type CallTypeValue,
} from './call-types';
import { communityValues } from './live';

/**
 * The live call type a new call (or a re-typed one) takes, from the process's copy of the
 * values. Refused with the choices when `name` names none (a retired type included): 400.
 */
export async function chooseCallType(db: Kysely<Database>, name: string): Promise<CallTypeValue> {
  const { callTypes } = await communityValues(db).all();
  const type = findLiveCallType(callTypes, name);
  if (!type)
    throw new DomainError('invalid', 'values.callTypeUnknown', {
      field: 'type',
      params: {
        names: liveCallTypes(callTypes)
          .map((t) => t.name)
          .join(', '),
      },
    });
  return type;
}

/**
 * The live type a new call takes, refusing the call when it leaves blank a field the type
 * requires (400 on that field). 911 calls skip this: a caller says what they can, and the
 * dispatcher completes the call.
 */
export async function chooseCallTypeFor(
  db: Kysely<Database>,
  call: { type: string; postal?: string | null | undefined; details?: string | null | undefined },
): Promise<CallTypeValue> {
  const type = await chooseCallType(db, call.type);
  const missing = missingRequiredField(type, call);
  if (missing)
    throw new DomainError(
      'invalid',
      missing === 'postal' ? 'values.callTypeNeedsPostal' : 'values.callTypeNeedsDetails',
      { field: missing, params: { type: type.name } },
    );
  return type;
}

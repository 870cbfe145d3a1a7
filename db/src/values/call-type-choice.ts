import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { findLiveCallType, liveCallTypes, type CallTypeValue } from './call-types';
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

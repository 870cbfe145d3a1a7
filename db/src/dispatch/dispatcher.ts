import type { Officer } from './active-officer';
import type { Department } from '../schema/core';

/** How a dispatcher signs notes and appears as a call's creator. */
export const DISPATCH_CALLSIGN = 'Dispatch';

/**
 * A member with the dispatcher role acting in one department. Dispatchers have no unit
 * profile: they route units, they are not one.
 */
export interface Dispatcher {
  kind: 'dispatcher';
  discordId: string;
  /** The member's Discord name, shown on their notes. */
  name: string;
  department: Department;
}

/** Who changes a call: a unit (its officer or fire/rescue profile) or a dispatcher. */
export type CallActor = Officer | Dispatcher;

export function isDispatcher(actor: CallActor): actor is Dispatcher {
  return 'kind' in actor && actor.kind === 'dispatcher';
}

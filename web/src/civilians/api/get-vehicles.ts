import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { useCivilianList } from './civilian-list';

const byCivilian = rpc.api.vehicles['by-civilian'][':id'].$get;

export type Vehicle = InferResponseType<typeof byCivilian, 200>['vehicles'][number];

export const VEHICLES = 'vehicles';

export const getVehicles = (civilianId: string) => call(byCivilian({ param: { id: civilianId } }));

/** A civilian's vehicles; `reload` refreshes them after a change. */
export const useVehicles = (civilianId: string) =>
  useCivilianList(civilianId, VEHICLES, async () => (await getVehicles(civilianId)).vehicles);

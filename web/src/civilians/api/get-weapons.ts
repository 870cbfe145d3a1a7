import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { useCivilianList } from './civilian-list';

const byCivilian = rpc.api.weapons['by-civilian'][':id'].$get;

export type Weapon = InferResponseType<typeof byCivilian, 200>['weapons'][number];

export const WEAPONS = 'weapons';

export const getWeapons = (civilianId: string) => call(byCivilian({ param: { id: civilianId } }));

/** A civilian's weapons; `reload` refreshes them after a change. */
export const useWeapons = (civilianId: string) =>
  useCivilianList(civilianId, WEAPONS, async () => (await getWeapons(civilianId)).weapons);

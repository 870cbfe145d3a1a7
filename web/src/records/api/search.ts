import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ClientResponse, InferResponseType } from 'hono/client';
import { call } from '../../lib/api';
import { SEARCH } from './keys';
import { api } from './records-client';
import type { OwnerProfile, VehicleMatch, WeaponMatch } from './types';

type SearchAnswer = InferResponseType<typeof api.search.$get, 200>;

/** GET /api/search answers one of three shapes; the caller knows which it asked for. */
function search<T extends SearchAnswer>(query: Record<string, string>): Promise<T> {
  return call(api.search.$get({ query }) as unknown as Promise<ClientResponse<T>>);
}

/** With the id of a picked suggestion the match is exact (a VIN, or one of similar plates). */
export const searchPlate = (plate: string, id?: string) =>
  search<VehicleMatch>({ plate, ...(id ? { id } : {}) });
export const searchWeapon = (weapon: string, id?: string) =>
  search<WeaponMatch>({ weapon, ...(id ? { id } : {}) });
export const searchName = (name: string) => search<OwnerProfile>({ name });
export const getOwnerProfile = (civilianId: string) => search<OwnerProfile>({ id: civilianId });

/**
 * The searches as the Search Database screen runs them: through the cache, read afresh each
 * time (a search is asked for, not kept current). The functions stay the same between renders.
 */
export function useSearches() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const fresh = <T>(key: readonly unknown[], read: () => Promise<T>) =>
      queryClient.fetchQuery({ queryKey: [...SEARCH, ...key], queryFn: read, staleTime: 0 });
    return {
      plate: (plate: string, id?: string) =>
        fresh(['plate', plate, id], () => searchPlate(plate, id)),
      weapon: (weapon: string, id?: string) =>
        fresh(['weapon', weapon, id], () => searchWeapon(weapon, id)),
      name: (name: string) => fresh(['name', name], () => searchName(name)),
      owner: (civilianId: string) =>
        fresh(['owner', civilianId], () => getOwnerProfile(civilianId)),
    };
  }, [queryClient]);
}

import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const values = rpc.api.values;

export type CommunityValues = InferResponseType<typeof values.$get, 200>;
export type UnitStatusValue = CommunityValues['statuses'][number];

export const VALUES = ['values'] as const;

/**
 * The community's values every board needs. Held by the server in memory, so asking is
 * cheap; open screens ask again every few seconds and on focus, so a status staff add shows
 * up without a reload.
 */
export function useCommunityValues() {
  return useQuery({
    queryKey: VALUES,
    queryFn: () => call(values.$get()),
    staleTime: 5_000,
    refetchInterval: 15_000,
  });
}

/** The statuses a service's units can choose, in staff's order. */
export function useServiceStatuses(service: 'police' | 'safr'): UnitStatusValue[] | undefined {
  const { data } = useCommunityValues();
  return data?.statuses.filter((s) => s.service === service && !s.retired);
}

/**
 * The call types a new call can take, by name in staff's order. `keep` (a call's own type,
 * maybe retired since) stays listed so its select still shows what the call has.
 */
export function useCallTypeNames(keep?: string): string[] {
  const { data } = useCommunityValues();
  const names = (data?.callTypes ?? [])
    .filter((type) => !type.retired)
    .sort((a, b) => a.position - b.position)
    .map((type) => type.name);
  return keep && !names.includes(keep) ? [keep, ...names] : names;
}

/** The fields a new call of the type named `type` must fill beyond its location. */
export function useCallTypeRequiredFields(type: string): readonly ('postal' | 'details')[] {
  const { data } = useCommunityValues();
  return data?.callTypes.find((t) => !t.retired && t.name === type)?.requiredFields ?? [];
}

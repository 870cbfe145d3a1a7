import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, rpc } from '../../lib/api';
import { VALUES, type CommunityValues } from '../api/community-values';

/** A status's colour lookup: by the unit's service and the status's code. */
export type StatusColours = (service: string, code: string) => string | undefined;

// Module-level, so the query keeps one derived map for every chip until the values change.
const toColours = (values: CommunityValues) =>
  new Map(values.statuses.map((s) => [`${s.service} ${s.code}`, s.colour]));

/**
 * The colours staff gave each unit status, so every list, chip and menu that shows a status
 * shows it in the same colour. A status staff removed since has none and shows plain. Chips
 * read the values the page already keeps fresh (useCommunityValues) without a refresh timer of
 * their own: a board of 150 chips would otherwise run 150 timers.
 */
export function useStatusColours(): StatusColours {
  const { data: colours } = useQuery({
    queryKey: VALUES,
    queryFn: () => call(rpc.api.values.$get()),
    staleTime: 5_000,
    select: toColours,
  });
  return useCallback((service, code) => colours?.get(`${service} ${code}`), [colours]);
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { civilianApi } from './civilian-api';

/**
 * Every cached view of the member's own civilians starts with this (the sidebar's pages,
 * onboarding's "any yet?"), so one write refreshes them all.
 */
export const CIVILIANS = ['civilians'] as const;

/**
 * Whether the member has a civilian yet, from a one-row page; `null` until known. Spec: a
 * failed list counts as none, so the creation prompt shows.
 */
export function useHasCivilians(): { hasCivilians: boolean | null; reload(): Promise<void> } {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...CIVILIANS, 'any'],
    queryFn: async () => (await civilianApi.list(undefined, 1)).civilians.length > 0,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load civilians', error);
  }, [error]);
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: CIVILIANS }),
    [queryClient],
  );
  return { hasCivilians: query.data ?? (query.isError ? false : null), reload };
}

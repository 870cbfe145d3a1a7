import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { request } from '../lib/api';
import type { Civilian } from './civilian-types';

/** The member's own civilians: one cache entry for the sidebar, onboarding and every screen. */
export const CIVILIANS = ['civilians'] as const;

/**
 * The member's civilians, `null` until loaded. Spec: a failed list counts as none, so the
 * creation prompt shows. `reload` refreshes every screen that shows them.
 */
export function useCivilians(): { civilians: Civilian[] | null; reload(): Promise<void> } {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: CIVILIANS,
    queryFn: async () => (await request<{ civilians: Civilian[] }>('/api/civilians')).civilians,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load civilians', error);
  }, [error]);
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: CIVILIANS }),
    [queryClient],
  );
  return { civilians: query.data ?? (query.isError ? [] : null), reload };
}

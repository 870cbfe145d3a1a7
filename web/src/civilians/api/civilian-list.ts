import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { civilianPart } from './keys';

/**
 * One of a civilian's lists, logged and shown empty when it fails; `reload` refreshes it
 * after a change.
 */
export function useCivilianList<T>(civilianId: string, part: string, load: () => Promise<T[]>) {
  const queryClient = useQueryClient();
  const queryKey = civilianPart(civilianId, part);
  const query = useQuery({ queryKey, queryFn: load });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(`Failed to load ${part}`, error);
  }, [error, part]);
  return {
    items: query.data ?? (query.isError ? [] : null),
    reload: () => queryClient.invalidateQueries({ queryKey }),
  };
}

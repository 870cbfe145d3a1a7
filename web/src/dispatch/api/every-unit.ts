import { useQuery } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';

const units = rpc.api.dispatch.units;

export const EVERY_UNIT_KEY = ['dispatch-units', 'every-department'] as const;

/**
 * GET /api/dispatch/units: every department's on-duty units, while the console shows more than
 * its own department. The console's stream carries one department's changes only, so the list
 * is asked again every 10 s (and whenever the console's own units change).
 */
export function useEveryUnit(enabled: boolean) {
  return useQuery({
    queryKey: EVERY_UNIT_KEY,
    queryFn: () => call(units.$get()).then((r) => r.units),
    enabled,
    refetchInterval: 10_000,
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { activeCallsKey, myUnitKey, type UnitService } from './keys';

/** The id of the member's active unit in the service (officer or fire/rescue), if any. */
async function myUnitId(service: UnitService): Promise<string | null> {
  if (service === 'police') {
    const { officer } = await call(rpc.api.officers.me.$get());
    return officer?._id ?? null;
  }
  const { profile } = await call(rpc.api.safr.me.$get());
  return profile?._id ?? null;
}

/** GET /api/calls or /api/safr/calls: the service's active calls. */
const activeCalls = (service: UnitService) =>
  service === 'police'
    ? call(rpc.api.calls.$get({ query: {} }))
    : call(rpc.api.safr.calls.$get({ query: {} }));

/** The member's own unit in the service; null without one, or when it could not be read. */
export function useMyUnitId(service: UnitService): string | null {
  const { data } = useQuery({ queryKey: myUnitKey(service), queryFn: () => myUnitId(service) });
  return data ?? null;
}

/** Reads the service's active calls afresh, each time it is called. */
export function useReadActiveCalls(service: UnitService) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: activeCallsKey(service),
      queryFn: () => activeCalls(service),
      staleTime: 0,
    });
}

import { useQuery } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { JAIL } from './keys';

/** A civilian's booking while they are held, else null. */
export function useCustody(civilianId: string) {
  return useQuery({
    queryKey: [...JAIL, 'custody', civilianId],
    queryFn: () => call(rpc.api.jail.custody[':civilianId'].$get({ param: { civilianId } })),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call } from '../../lib/api';
import { LINKABLE_CALLS } from './keys';
import { safr } from './safr-client';

export type SafrCall = InferResponseType<typeof safr.calls.$get, 200>['calls'][number];

/** The department's calls that need fire or EMS. */
export const listSafrCalls = (status: 'active' | 'closed' = 'active') =>
  call(safr.calls.$get({ query: { status } }));

const NO_CALLS: SafrCall[] = [];

/** The department's fire/EMS calls, active then closed, for a report's "linked call" list. */
export function useLinkableCalls(): SafrCall[] {
  const { data } = useQuery({
    queryKey: LINKABLE_CALLS,
    queryFn: async () => {
      const [active, closed] = await Promise.all([
        listSafrCalls('active'),
        listSafrCalls('closed'),
      ]);
      return [...active.calls, ...closed.calls];
    },
  });
  return data ?? NO_CALLS;
}

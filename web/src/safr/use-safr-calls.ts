import { useQuery } from '@tanstack/react-query';
import type { CallView } from '../dispatch';
import { safrApi } from './safr-api';

const NO_CALLS: CallView[] = [];

/** The department's fire/EMS calls, active then closed, for a report's "linked call" list. */
export function useSafrCalls(): CallView[] {
  const { data } = useQuery({
    queryKey: ['safr', 'calls', 'linkable'],
    queryFn: async () => {
      const [active, closed] = await Promise.all([
        safrApi.calls('active'),
        safrApi.calls('closed'),
      ]);
      return [...active.calls, ...closed.calls];
    },
  });
  return data ?? NO_CALLS;
}

export const callOption = (c: CallView) => ({
  value: c._id,
  label: `#${c.callNumber} ${c.type} — ${c.location}${c.status === 'Active' ? '' : ' (closed)'}`,
});

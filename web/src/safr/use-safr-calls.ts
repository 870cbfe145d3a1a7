import { useEffect, useState } from 'react';
import type { CallView } from '../dispatch/dispatch-api';
import { safrApi } from './safr-api';

/** The department's fire/EMS calls, active then closed, for a report's "linked call" list. */
export function useSafrCalls(): CallView[] {
  const [calls, setCalls] = useState<CallView[]>([]);
  useEffect(() => {
    let current = true;
    Promise.all([safrApi.calls('active'), safrApi.calls('closed')])
      .then(([active, closed]) => {
        if (current) setCalls([...active.calls, ...closed.calls]);
      })
      .catch((err: unknown) => console.error('Failed to load calls', err));
    return () => {
      current = false;
    };
  }, []);
  return calls;
}

export const callOption = (c: CallView) => ({
  value: c._id,
  label: `#${c.callNumber} ${c.type} — ${c.location}${c.status === 'Active' ? '' : ' (closed)'}`,
});

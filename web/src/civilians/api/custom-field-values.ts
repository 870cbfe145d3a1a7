import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomFieldTarget } from '@tenfour/db/browser';
import { call, rpc } from '../../lib/api';

const record = rpc.api.values['custom-fields'][':target'][':id'];

const key = (target: CustomFieldTarget, id: string) => ['custom-fields', target, id] as const;

/** What a record shows this member of its custom fields (the server filters by who asks). */
export function useRecordCustomFields(target: CustomFieldTarget, id: string | undefined) {
  return useQuery({
    queryKey: key(target, id ?? ''),
    queryFn: () => call(record.$get({ param: { target, id: id ?? '' } })),
    enabled: Boolean(id),
  });
}

/** Writes some of a record's values; the server checks each against its definition. */
export function useSaveCustomFields(target: CustomFieldTarget) {
  const queryClient = useQueryClient();
  return async (id: string, values: Record<string, unknown>) => {
    const answer = await call(record.$put({ param: { target, id }, json: { values } }));
    await queryClient.invalidateQueries({ queryKey: key(target, id) });
    return answer;
  };
}

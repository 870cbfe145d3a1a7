import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call } from '../../lib/api';
import { WARRANTS, useRefresh } from './keys';
import { api } from './records-client';

type WarrantBody = InferRequestType<typeof api.warrants.create.$post>['json'];
export type WarrantType = WarrantBody['type'];

export const createWarrant = (json: WarrantBody) => call(api.warrants.create.$post({ json }));

/** Issues a warrant; every cached warrant list is read again. */
export function useCreateWarrant(onCreated: () => void) {
  const refresh = useRefresh(WARRANTS);
  return useMutation({
    mutationFn: createWarrant,
    onSuccess: () => {
      onCreated();
      void refresh();
    },
  });
}

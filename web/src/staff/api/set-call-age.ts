import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { COMMUNITY } from './get-community';

const callAge = rpc.api.admin.community['call-age'];

export type CallAgeInput = InferRequestType<typeof callAge.$put>['json'];

/** The consoles' copy of the community values (dispatch's `useCommunityValues`). */
const BOARD_VALUES = ['values'] as const;

export const setCallAge = (json: CallAgeInput) => call(callAge.$put({ json }));

/** Saves when a call's age turns amber and red, then reads the settings and a console open beside it again. */
export function useSetCallAge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCallAge,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COMMUNITY }),
        queryClient.invalidateQueries({ queryKey: BOARD_VALUES }),
      ]),
  });
}

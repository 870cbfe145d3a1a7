import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { EVENT_WEBHOOKS, hooks } from './keys';

/** Deletes an endpoint; what was still waiting for it is not sent. */
export function useDeleteEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(hooks[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENT_WEBHOOKS }),
  });
}

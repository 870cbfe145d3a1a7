import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { deliveriesKey, hooks } from './keys';

/** Queues a `webhook.test` event to one endpoint; it shows in that endpoint's delivery log. */
export function useSendTestEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(hooks[':id'].test.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { EVENT_WEBHOOKS, hooks } from './keys';

/** A new signing secret at once (the old one stops verifying); the answer shows it this once. */
export function useRotateSecret(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(hooks[':id'].rotate.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENT_WEBHOOKS }),
  });
}

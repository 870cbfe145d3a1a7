import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call } from '../../../lib/api';
import { EVENT_WEBHOOKS, hooks } from './keys';

export type NewEndpoint = InferRequestType<typeof hooks.$post>['json'];

/** Registers an endpoint; the answer carries its signing secret, shown this once. */
export function useCreateEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: NewEndpoint) => call(hooks.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENT_WEBHOOKS }),
  });
}

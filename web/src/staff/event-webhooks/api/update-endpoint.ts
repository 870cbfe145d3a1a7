import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call } from '../../../lib/api';
import { EVENT_WEBHOOKS, hooks } from './keys';

export type EndpointPatch = InferRequestType<(typeof hooks)[':id']['$patch']>['json'];

/** Edits an endpoint, or enables or disables it. */
export function useUpdateEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: EndpointPatch) => call(hooks[':id'].$patch({ param: { id }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENT_WEBHOOKS }),
  });
}

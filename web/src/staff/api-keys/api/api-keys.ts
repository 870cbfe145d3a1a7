import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../../lib/api';
import { STAFF } from '../../api/keys';

const keys = rpc.api.admin['api-keys'];

export type ApiKey = InferResponseType<typeof keys.$get, 200>['keys'][number];
export type NewApiKey = InferRequestType<typeof keys.$post>['json'];
export type UsagePage = InferResponseType<(typeof keys)[':id']['usage']['$get'], 200>;

export const API_KEYS = [...STAFF, 'api-keys'] as const;

export function useApiKeys() {
  return useQuery({ queryKey: API_KEYS, queryFn: () => call(keys.$get()) });
}

/** Creates a key; its answer carries the secret, shown this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: NewApiKey) => call(keys.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(keys[':id'].revoke.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS }),
  });
}

/** The key's newest requests (the first page of its usage log). */
export function useApiKeyUsage(id: string) {
  return useQuery({
    queryKey: [...API_KEYS, id, 'usage'],
    queryFn: () => call(keys[':id'].usage.$get({ param: { id }, query: {} })),
  });
}

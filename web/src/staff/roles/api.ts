import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { STAFF } from '../api/keys';

const roles = rpc.api.admin.roles;

export type RolesView = InferResponseType<typeof roles.$get, 200>;
export type GuildRole = RolesView['roles'][number];
export type MappingBody = InferRequestType<typeof roles.mapping.$put>['json'];

export const ROLES = [...STAFF, 'roles'] as const;

/** The guild's roles (read live from Discord) and which of them grant what. */
export function useRoles() {
  return useQuery({ queryKey: ROLES, queryFn: () => call(roles.$get()) });
}

/** Saves the whole mapping, then shows it as the server now holds it. */
export function useSaveMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: MappingBody) => call(roles.mapping.$put({ json })),
    onSuccess: (view) => queryClient.setQueryData(ROLES, view),
  });
}

/** Asks the server to read every member's roles from Discord again. */
export function useResyncAll() {
  return useMutation({ mutationFn: () => call(roles['resync-all'].$post()) });
}

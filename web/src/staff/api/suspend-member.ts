import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { STAFF } from './keys';

const member = rpc.api.admin.members[':discordId'];

export const suspendMember = (discordId: string, json: { reason: string; endsAt: string | null }) =>
  call(member.suspend.$post({ param: { discordId }, json }));

/** Suspends, then reads the member's page and the members list again. */
export function useSuspendMember(discordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { reason: string; endsAt: string | null }) => suspendMember(discordId, json),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF }),
  });
}

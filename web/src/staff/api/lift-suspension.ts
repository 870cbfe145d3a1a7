import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { STAFF } from './keys';

const member = rpc.api.admin.members[':discordId'];

export const liftSuspension = (discordId: string, note: string) =>
  call(member.lift.$post({ param: { discordId }, json: { note } }));

/** Lifts, then reads the member's page and the members list again. */
export function useLiftSuspension(discordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => liftSuspension(discordId, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { STAFF } from './keys';

const admin = rpc.api.economy.admin;
const pockets = admin.members[':discordId'].pockets;

export type MemberPockets = InferResponseType<typeof pockets.$get, 200>;
export type Adjustment = InferRequestType<typeof admin.adjust.$post>['json'];

/** The member's civilians with their wallets and accounts, for staff to adjust. */
export function useMemberPockets(discordId: string) {
  return useQuery({
    queryKey: [...STAFF, 'pockets', discordId],
    queryFn: () => call(pockets.$get({ param: { discordId } })),
  });
}

/**
 * Credits or debits one pocket against the treasury. One key per submitted form: a retried
 * request (a double tap, a lost answer) moves the money once.
 */
export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ json, key }: { json: Adjustment; key: string }) =>
      call(admin.adjust.$post({ json }, { headers: { 'idempotency-key': key } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF }),
  });
}

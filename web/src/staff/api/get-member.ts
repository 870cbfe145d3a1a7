import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { STAFF } from './keys';

const member = rpc.api.admin.members[':discordId'];

export type MemberDetail = InferResponseType<typeof member.$get, 200>;
export type SuspensionJson = MemberDetail['suspensions'][number];

/** One member: account, civilians, money, profiles, suspensions and recent activity. */
export const getMember = (discordId: string) => call(member.$get({ param: { discordId } }));

export function useMember(discordId: string) {
  return useQuery({
    queryKey: [...STAFF, 'member', discordId],
    queryFn: () => getMember(discordId),
  });
}

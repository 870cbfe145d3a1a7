import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { STAFF } from './keys';

const community = rpc.api.admin.community;

export type CommunitySettings = InferResponseType<typeof community.$get, 200>;

export const COMMUNITY = [...STAFF, 'community'] as const;

/** The community's settings: its default language, and who changed it last. */
export const getCommunity = () => call(community.$get());

export function useCommunity() {
  return useQuery({ queryKey: COMMUNITY, queryFn: getCommunity });
}

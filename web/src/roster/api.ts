import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../lib/api';

const roster = rpc.api.roster;

export type Roster = InferResponseType<typeof roster.$get, 200>;
export type RosterMember = Roster['members'][number];
export type RosterChange = InferRequestType<(typeof roster)[':profileId']['$patch']>['json'];

const rosterKey = (department: string) => ['roster', department] as const;

/** A department's roster, with the ranks and divisions a supervisor may assign. */
export function useRoster(department: string | undefined) {
  return useQuery({
    queryKey: rosterKey(department ?? ''),
    queryFn: () => call(roster.$get({ query: { department: department ?? '' } })),
    enabled: Boolean(department),
  });
}

/** Saves one member's rank, divisions and callsign, then reads the roster again. */
export function useUpdateRosterMember(department: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, change }: { profileId: string; change: RosterChange }) =>
      call(roster[':profileId'].$patch({ param: { profileId }, json: change })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rosterKey(department) }),
  });
}

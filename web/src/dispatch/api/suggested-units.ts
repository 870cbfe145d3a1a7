import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const forDispatcher = rpc.api.dispatch.calls[':id']['suggested-units'];
const forOfficer = rpc.api.calls[':id']['suggested-units'];

export type SuggestedUnit = InferResponseType<typeof forDispatcher.$get, 200>['units'][number];

/** Who asks: the dispatcher (the call's department) or an officer (their own department). */
export type SuggestionScope = 'dispatch' | 'police';

/**
 * GET …/calls/:id/suggested-units: the available units the call needs, least recently
 * assigned first. `version` is what the list depends on as the screen knows it (the call's
 * last change, which units are free and in what status): a change there asks again; asked
 * only while `enabled` (the list is open).
 */
export function useSuggestedUnits(
  callId: string,
  scope: SuggestionScope,
  version: string,
  enabled = true,
) {
  return useQuery({
    enabled,
    queryKey: ['suggested-units', scope, callId, version] as const,
    queryFn: async () =>
      (
        await call(
          (scope === 'dispatch' ? forDispatcher : forOfficer).$get({ param: { id: callId } }),
        )
      ).units,
    placeholderData: (previous) => previous,
  });
}

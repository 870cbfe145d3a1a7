import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { STAFF } from './keys';

const setup = rpc.api.admin.setup;

export type SetupChecklist = InferResponseType<typeof setup.$get, 200>;

/** The setup checklist: Discord reachable, the bot in the server, each department ready. */
export function useSetupChecklist() {
  return useQuery({ queryKey: [...STAFF, 'setup'], queryFn: () => call(setup.$get()) });
}

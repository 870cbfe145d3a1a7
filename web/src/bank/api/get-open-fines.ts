import { useCallback } from 'react';
import type { InferResponseType } from 'hono/client';
import { usePaged } from '../../components/paged';
import { call, rpc } from '../../lib/api';
import { BANK } from './keys';

const fines = rpc.api.bank.fines[':civilianId'];

export type OpenFine = InferResponseType<typeof fines.$get, 200>['fines'][number];

/** A page of the civilian's unpaid fines, newest first, with the count and total of all. */
export const getOpenFines = (civilianId: string, cursor?: string) =>
  call(fines.$get({ param: { civilianId }, query: cursor ? { cursor } : {} }));

export function useOpenFines(civilianId: string) {
  const load = useCallback(
    async (cursor?: string) => {
      const page = await getOpenFines(civilianId, cursor);
      return { ...page, items: page.fines };
    },
    [civilianId],
  );
  return usePaged(load, [...BANK, civilianId, 'fines']);
}

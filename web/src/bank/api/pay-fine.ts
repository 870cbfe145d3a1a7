import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CIVILIANS } from '../../civilians';
import { call, rpc } from '../../lib/api';
import type { OpenFine } from './get-open-fines';
import { BANK, newIdempotencyKey, withKey } from './keys';

/** The one fine payment (the Records panel's and Discord's): the server prices it. */
export const payFine = (recordId: string, key: string) =>
  call(rpc.api.records[':recordId']['pay-fine'].$post({ param: { recordId } }, withKey(key)));

/** Pays a fine; every balance of the civilian and their Records panel are read again. */
export function usePayFine(
  civilianId: string,
  { onPaid, onFailed }: { onPaid(message: string): void; onFailed(err: unknown): void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fine: OpenFine) => payFine(fine.recordId, newIdempotencyKey()),
    onSuccess: async (res) => {
      await queryClient.invalidateQueries({ queryKey: [...BANK, civilianId] });
      // The civilian's Records panel shows the fine paid.
      void queryClient.invalidateQueries({ queryKey: [...CIVILIANS, civilianId, 'records'] });
      onPaid(res.message);
    },
    onError: onFailed,
  });
}

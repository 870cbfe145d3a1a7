import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { civilianRecordsKey } from './keys';
import { api } from './records-client';
import type { RecordEntry } from './types';

/** The key makes a double click (or a retried request) pay once. */
export const payFine = (recordId: string, key: string) =>
  call(
    api.records[':recordId']['pay-fine'].$post(
      { param: { recordId } },
      { headers: { 'Idempotency-Key': key } },
    ),
  );

/** A fresh Idempotency-Key (works outside secure contexts, unlike randomUUID). */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Pays a record's fine from the Records panel. A paid fine moves money too, so the bank's
 * cached views are read again with the civilian's records, before `onPaid`.
 */
export function usePayRecordFine(
  civilianId: string,
  {
    onPaid,
    onFailed,
  }: {
    onPaid(res: Awaited<ReturnType<typeof payFine>>, record: RecordEntry): void;
    onFailed(err: Error): void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: RecordEntry) => payFine(record._id, newKey()),
    onSuccess: async (res, record) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: civilianRecordsKey(civilianId) }),
        queryClient.invalidateQueries({ queryKey: ['bank'] }),
      ]);
      onPaid(res, record);
    },
    onError: onFailed,
  });
}

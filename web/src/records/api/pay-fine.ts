import { call } from '../../lib/api';
import { api } from './records-client';

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

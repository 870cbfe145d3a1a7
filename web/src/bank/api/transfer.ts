import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { useRefreshBank, withKey } from './keys';

const route = rpc.api.bank.transfer;

export const transfer = (json: InferRequestType<typeof route.$post>['json'], key: string) =>
  call(route.$post({ json }, withKey(key)));

export function useTransfer(civilianId: string) {
  return useMutation({
    mutationFn: ({ json, key }: { json: Parameters<typeof transfer>[0]; key: string }) =>
      transfer(json, key),
    onSuccess: useRefreshBank(civilianId),
  });
}

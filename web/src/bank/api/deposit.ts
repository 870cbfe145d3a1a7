import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { useRefreshBank, withKey } from './keys';

const route = rpc.api.bank.deposit;

export const deposit = (json: InferRequestType<typeof route.$post>['json'], key: string) =>
  call(route.$post({ json }, withKey(key)));

export function useDeposit(civilianId: string) {
  return useMutation({
    mutationFn: ({ json, key }: { json: Parameters<typeof deposit>[0]; key: string }) =>
      deposit(json, key),
    onSuccess: useRefreshBank(civilianId),
  });
}

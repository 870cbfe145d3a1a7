import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { useRefreshBank, withKey } from './keys';

const route = rpc.api.bank.withdraw;

export const withdraw = (json: InferRequestType<typeof route.$post>['json'], key: string) =>
  call(route.$post({ json }, withKey(key)));

export function useWithdraw(civilianId: string) {
  return useMutation({
    mutationFn: ({ json, key }: { json: Parameters<typeof withdraw>[0]; key: string }) =>
      withdraw(json, key),
    onSuccess: useRefreshBank(civilianId),
  });
}

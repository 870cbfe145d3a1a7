import { useMutation } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { useRefreshBank } from './keys';

const route = rpc.api.bank.create;

/** Opened at once (201) or a request awaiting staff (202): one call, two answers. */
export type CreateResult = InferResponseType<typeof route.$post>;

export const createAccount = (json: InferRequestType<typeof route.$post>['json']) =>
  call(route.$post({ json }));

export function useCreateAccount(civilianId: string) {
  return useMutation({ mutationFn: createAccount, onSuccess: useRefreshBank(civilianId) });
}

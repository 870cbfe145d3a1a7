import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { useRefreshBank } from './keys';

const route = rpc.api.bank.rename;

export const renameAccount = (json: InferRequestType<typeof route.$post>['json']) =>
  call(route.$post({ json }));

export function useRenameAccount(civilianId: string) {
  return useMutation({ mutationFn: renameAccount, onSuccess: useRefreshBank(civilianId) });
}

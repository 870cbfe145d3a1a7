import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { WARRANTS, useRefresh } from './keys';
import { api } from './records-client';

export const resolveWarrant = (id: string) =>
  call(api.warrants.resolve[':id'].$post({ param: { id } }));

/** Resolves a warrant; every cached warrant list is read again. */
export function useResolveWarrant(onFailed: (err: Error) => void) {
  return useMutation({
    mutationFn: (warrant: { _id: string }) => resolveWarrant(warrant._id),
    onSuccess: useRefresh(WARRANTS),
    onError: onFailed,
  });
}

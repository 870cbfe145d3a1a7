import { useMutation } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';

export const deleteCivilian = (id: string) =>
  call(rpc.api.civilians[':id'].$delete({ param: { id } }));

/** Delete Citizen; the dashboard reloads its list once the detail view hands back. */
export const useDeleteCivilian = () => useMutation({ mutationFn: deleteCivilian });

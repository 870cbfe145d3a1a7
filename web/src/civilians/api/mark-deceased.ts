import { useMutation } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';

export const markCivilianDeceased = (id: string) =>
  call(rpc.api.civilians[':id'].deceased.$post({ param: { id } }));

/** Mark Citizen Deceased; the dashboard reloads its list once the detail view says so. */
export const useMarkDeceased = () => useMutation({ mutationFn: markCivilianDeceased });

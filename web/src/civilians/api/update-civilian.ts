import { useMutation } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import type { CivilianInput } from './create-civilian';

export const updateCivilian = (id: string, json: CivilianInput) =>
  call(rpc.api.civilians[':id'].$put({ param: { id }, json }));

/** Edit Citizen; the dashboard reloads its list once the form hands back. */
export const useUpdateCivilian = (id: string) =>
  useMutation({ mutationFn: (json: CivilianInput) => updateCivilian(id, json) });

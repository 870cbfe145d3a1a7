import { useMutation } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';

/** POST /api/panic/:id/acknowledge: a unit answers a panic alert. */
export const acknowledgePanic = (id: string) =>
  call(rpc.api.panic[':id'].acknowledge.$post({ param: { id } }));

export const useAcknowledgePanic = () => useMutation({ mutationFn: acknowledgePanic });

import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { safr } from './safr-client';

export const acknowledgePanic = (id: string) =>
  call(safr.panic[':id'].acknowledge.$post({ param: { id } }));

export const useAcknowledgePanic = () => useMutation({ mutationFn: acknowledgePanic });

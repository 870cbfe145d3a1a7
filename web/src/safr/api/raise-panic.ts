import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { safr } from './safr-client';

export const raisePanic = () => call(safr.panic.$post());

export const useRaisePanic = () => useMutation({ mutationFn: raisePanic });

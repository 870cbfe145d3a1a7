import { useMutation } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';

/** POST /api/panic: the officer presses the panic button. */
export const raisePanic = () => call(rpc.api.panic.$post());

export const useRaisePanic = () => useMutation({ mutationFn: raisePanic });

import { useMutation } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';

/** POST /api/bolos/:id/clear: the BOLO is no longer active. */
export const clearBolo = (id: string) => call(rpc.api.bolos[':id'].clear.$post({ param: { id } }));

export const useClearBolo = () => useMutation({ mutationFn: clearBolo });

import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';

export type CallInput = InferRequestType<typeof rpc.api.calls.$post>['json'];

/** POST /api/calls: an officer starts a call, with themselves on it. */
export const createCall = (json: CallInput) => call(rpc.api.calls.$post({ json }));

export const useCreateCall = () => useMutation({ mutationFn: createCall });

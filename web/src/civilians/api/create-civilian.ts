import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const create = rpc.api.civilians.$post;

/** The civilian fields the create and edit forms send (knownAliases already split). */
export type CivilianInput = InferRequestType<typeof create>['json'];

export const createCivilian = (json: CivilianInput) => call(create({ json }));

/** Register New Civilian; the screen that asked reloads the list it shows. */
export const useCreateCivilian = () => useMutation({ mutationFn: createCivilian });

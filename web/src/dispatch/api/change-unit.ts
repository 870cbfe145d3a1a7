import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const me = rpc.api.units.me;

export type UnitChange = InferRequestType<typeof me.$put>['json'];

/** PUT /api/units/me: the officer's status (10-codes) or subdivision. */
export const changeUnit = (json: UnitChange) => call(me.$put({ json }));

/** The changed unit goes onto the live board through the board's own `apply`. */
export const useChangeUnit = () => useMutation({ mutationFn: changeUnit });

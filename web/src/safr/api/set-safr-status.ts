import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call } from '../../lib/api';
import { safr } from './safr-client';

export type SafrUnitStatus = InferRequestType<typeof safr.units.me.$put>['json']['status'];

/** The member's unit status; going Available clocks in, Off Duty clocks out. */
export const setSafrStatus = (status: SafrUnitStatus) =>
  call(safr.units.me.$put({ json: { status } }));

/** The changed unit goes onto the live board through the board's own `apply`. */
export const useSetSafrStatus = () => useMutation({ mutationFn: setSafrStatus });

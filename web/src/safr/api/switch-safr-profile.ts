import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call } from '../../lib/api';
import { safr } from './safr-client';

type Department = InferRequestType<typeof safr.me.active.$post>['json']['department'];

/** Makes the member's profile in that department the active one. */
export const switchSafrProfile = (department: string) =>
  call(safr.me.active.$post({ json: { department: department as Department } }));

/** The dashboard then reads the member's profiles again (useReloadSafrMe). */
export const useSwitchSafrProfile = () => useMutation({ mutationFn: switchSafrProfile });

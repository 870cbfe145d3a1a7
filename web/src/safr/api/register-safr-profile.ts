import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call } from '../../lib/api';
import { safr } from './safr-client';

type Body = InferRequestType<typeof safr.profiles.$post>['json'];

/** The form's choices come from the server's own lists; the server checks them again. */
export const registerSafrProfile = (
  body: Omit<Body, 'role' | 'department'> & { role: string; department: string },
) => call(safr.profiles.$post({ json: body as Body }));

export const useRegisterSafrProfile = () => useMutation({ mutationFn: registerSafrProfile });

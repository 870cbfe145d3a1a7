import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const add = rpc.api.civilians[':id']['add-license'].$post;
type License = InferRequestType<typeof add>['json']['license'];

/** The dialog's select offers the license list only; the server checks the class again. */
export const addLicense = (id: string, license: string) =>
  call(add({ param: { id }, json: { license: license as License } }));

/** Add New License; the civilian's licenses come with the civilian, which the page reloads. */
export const useAddLicense = (id: string) =>
  useMutation({ mutationFn: (license: string) => addLicense(id, license) });

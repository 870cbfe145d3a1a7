import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { STAFF } from '../api/keys';

const fields = rpc.api.admin.values['custom-fields'];
const field = fields[':id'];

export type AdminCustomField = InferResponseType<typeof fields.$get, 200>['customFields'][number];
export type CustomFieldInput = InferRequestType<typeof fields.$post>['json'];
export type CustomFieldPatch = InferRequestType<typeof field.$patch>['json'];

export const ADMIN_CUSTOM_FIELDS = [...STAFF, 'values', 'custom-fields'] as const;

export function useAdminCustomFields() {
  return useQuery({ queryKey: ADMIN_CUSTOM_FIELDS, queryFn: () => call(fields.$get()) });
}

/** Each write, then the staff list and every open form's copy of the values are read again. */
export function useCustomFieldActions() {
  const queryClient = useQueryClient();
  const after =
    <A extends unknown[], R>(action: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await action(...args);
      await Promise.all(
        [ADMIN_CUSTOM_FIELDS, ['values']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      return result;
    };
  return {
    create: after((json: CustomFieldInput) => call(fields.$post({ json }))),
    update: after((id: string, json: CustomFieldPatch) =>
      call(field.$patch({ param: { id }, json })),
    ),
    retire: after((id: string) => call(field.retire.$post({ param: { id } }))),
    restore: after((id: string) => call(field.restore.$post({ param: { id } }))),
    remove: after((id: string) => call(field.$delete({ param: { id } }))),
  };
}

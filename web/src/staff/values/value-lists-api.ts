import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { STAFF } from '../api/keys';

const values = rpc.api.admin.values;
const licenseTypes = values['license-types'];
const licenseType = licenseTypes[':id'];
const lists = values.lists;
const listValue = lists[':id'];

export type AdminLicenseType = InferResponseType<
  typeof licenseTypes.$get,
  200
>['licenseTypes'][number];
export type LicenseTypeInput = InferRequestType<typeof licenseTypes.$post>['json'];
export type LicenseTypePatch = InferRequestType<typeof licenseType.$patch>['json'];
export type AdminListValue = InferResponseType<typeof lists.$get, 200>['values'][number];
export type ValueList = AdminListValue['list'];
/** The file as the import accepts it (the server checks it again; sent as read). */
type ImportFile = InferRequestType<typeof values.import.$post>['json'];
export type ImportPlan = InferResponseType<(typeof values.import)['preview']['$post'], 200>['plan'];

export const ADMIN_LICENSE_TYPES = [...STAFF, 'values', 'license-types'] as const;
export const ADMIN_LISTS = [...STAFF, 'values', 'lists'] as const;
/** The forms' and boards' copy of the values, read by every open screen. */
const OPEN_SCREENS = ['values'] as const;

export function useAdminLicenseTypes() {
  return useQuery({ queryKey: ADMIN_LICENSE_TYPES, queryFn: () => call(licenseTypes.$get()) });
}

export function useAdminLists() {
  return useQuery({ queryKey: ADMIN_LISTS, queryFn: () => call(lists.$get()) });
}

/**
 * Each write, then every values list this tab holds is read again (the staff lists and the
 * forms' copy), so a value staff add is offered at once in a form open beside it; other tabs
 * and processes hear of it through the values announcement and their own refresh.
 */
function useAfterWrite() {
  const queryClient = useQueryClient();
  return <A extends unknown[], R>(action: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await action(...args);
      await Promise.all(
        [ADMIN_LICENSE_TYPES, ADMIN_LISTS, OPEN_SCREENS, [...STAFF, 'values']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      return result;
    };
}

export function useLicenseTypeActions() {
  const after = useAfterWrite();
  return {
    create: after((json: LicenseTypeInput) => call(licenseTypes.$post({ json }))),
    update: after((id: string, json: LicenseTypePatch) =>
      call(licenseType.$patch({ param: { id }, json })),
    ),
    retire: after((id: string) => call(licenseType.retire.$post({ param: { id } }))),
    restore: after((id: string) => call(licenseType.restore.$post({ param: { id } }))),
    remove: after((id: string) => call(licenseType.$delete({ param: { id } }))),
  };
}

export function useListValueActions() {
  const after = useAfterWrite();
  return {
    create: after((list: ValueList, value: string) => call(lists.$post({ json: { list, value } }))),
    rename: after((id: string, value: string) =>
      call(listValue.$patch({ param: { id }, json: { value } })),
    ),
    retire: after((id: string) => call(listValue.retire.$post({ param: { id } }))),
    restore: after((id: string) => call(listValue.restore.$post({ param: { id } }))),
    remove: after((id: string) => call(listValue.$delete({ param: { id } }))),
  };
}

/** The values file: downloaded as it is, previewed, then imported as a whole. */
export function useValuesFile() {
  const after = useAfterWrite();
  return {
    download: () => call(values.export.$get()) as Promise<unknown>,
    // The file is checked by the server (400 with each field's message); sent as read.
    preview: (file: unknown) => call(values.import.preview.$post({ json: file as ImportFile })),
    apply: after((file: unknown) => call(values.import.$post({ json: file as ImportFile }))),
  };
}

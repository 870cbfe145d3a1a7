import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { STAFF } from '../api/keys';
import { DEPARTMENTS_KEY } from '../../lib/departments';

const departments = rpc.api.admin.departments;
const one = departments[':id'];

export type AdminDepartment = InferResponseType<
  typeof departments.$get,
  200
>['departments'][number];
export type DepartmentInput = InferRequestType<typeof departments.$post>['json'];
export type WebhookChannel = 'report' | 'dispatch';
export type PartTable = 'divisions' | 'ranks';

export const DEPARTMENTS = [...STAFF, 'departments'] as const;

/** Every department with its divisions and ranks; webhooks only as "configured". */
export function useAdminDepartments() {
  return useQuery({ queryKey: DEPARTMENTS, queryFn: () => call(departments.$get()) });
}

/** Each write, then the list read again (positions and flags follow from the server). */
export function useDepartmentActions() {
  const queryClient = useQueryClient();
  // The staff list, and the list every select and name reads (lib/departments).
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: DEPARTMENTS }),
      queryClient.invalidateQueries({ queryKey: DEPARTMENTS_KEY }),
    ]);
  const after =
    <A extends unknown[], R>(action: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await action(...args);
      await refresh();
      return result;
    };
  return {
    create: after((json: DepartmentInput) => call(departments.$post({ json }))),
    update: after((id: string, json: Partial<DepartmentInput>) =>
      call(one.$patch({ param: { id }, json })),
    ),
    reorder: after((ids: string[]) => call(departments.order.$put({ json: { ids } }))),
    archive: after((id: string) => call(one.archive.$post({ param: { id } }))),
    restore: after((id: string) => call(one.restore.$post({ param: { id } }))),
    setWebhook: after((id: string, which: WebhookChannel, url: string) =>
      call(one.webhooks[':which'].$put({ param: { id, which }, json: { url } })),
    ),
    clearWebhook: after((id: string, which: WebhookChannel) =>
      call(one.webhooks[':which'].$delete({ param: { id, which } })),
    ),
    testWebhook: (id: string, which: WebhookChannel) =>
      call(one.webhooks[':which'].test.$post({ param: { id, which } })),
    addPart: after((table: PartTable, id: string, json: { name: string; supervisor?: boolean }) =>
      table === 'ranks'
        ? call(one.ranks.$post({ param: { id }, json }))
        : call(one.divisions.$post({ param: { id }, json: { name: json.name } })),
    ),
    updatePart: after(
      (
        table: PartTable,
        id: string,
        partId: string,
        json: { name?: string; supervisor?: boolean },
      ) =>
        table === 'ranks'
          ? call(one.ranks[':partId'].$patch({ param: { id, partId }, json }))
          : call(
              one.divisions[':partId'].$patch({
                param: { id, partId },
                json: { name: json.name ?? '' },
              }),
            ),
    ),
    reorderParts: after((table: PartTable, id: string, ids: string[]) =>
      call(
        (table === 'ranks' ? one.ranks : one.divisions).order.$put({
          param: { id },
          json: { ids },
        }),
      ),
    ),
    archivePart: after((table: PartTable, id: string, partId: string) =>
      table === 'ranks'
        ? call(one.ranks[':partId'].archive.$post({ param: { id, partId } }))
        : call(one.divisions[':partId'].archive.$post({ param: { id, partId } })),
    ),
  };
}

/** The list with one item moved one place up (-1) or down (+1). */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const copy = [...items];
  [copy[index], copy[to]] = [copy[to]!, copy[index]!];
  return copy;
}

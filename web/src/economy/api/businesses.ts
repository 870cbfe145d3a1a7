import { useMutation, useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { ECONOMY, useRefreshEconomy, withKey } from './keys';

// Under the economy's cache key: a payroll or a sale changes balances the shop shows too.
const businesses = rpc.api.economy.businesses;
const one = businesses[':businessId'];
const admin = rpc.api.economy.admin.businesses;

export type MyBusinesses = InferResponseType<typeof businesses.$get, 200>;
export type Business = MyBusinesses['businesses'][number];
export type Employment = MyBusinesses['invitations'][number];
export type BusinessDetail = InferResponseType<typeof one.$get, 200>;
export type RegisterBody = InferRequestType<typeof businesses.$post>['json'];
export type MoneyBody = InferRequestType<(typeof one.money)['$post']>['json'];
export type ItemBody = InferRequestType<(typeof one.items)['$post']>['json'];
export type ItemChanges = InferRequestType<(typeof one.items)[':itemId']['$patch']>['json'];

/** The member's businesses, invitations waiting for their civilians, and their jobs. */
export function useMyBusinesses() {
  return useQuery({
    queryKey: [...ECONOMY, 'businesses'],
    queryFn: () => call(businesses.$get()),
  });
}

/** One of the member's businesses; asked for only once it is known to be theirs. */
export function useBusiness(businessId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ECONOMY, 'businesses', businessId],
    queryFn: () => call(one.$get({ param: { businessId } })),
    enabled,
    retry: false,
  });
}

/** Another member's civilians by name, to invite. */
export function useHireable(q: string) {
  return useQuery({
    queryKey: [...ECONOMY, 'hireable', q],
    enabled: q.trim().length >= 2,
    queryFn: () => call(businesses.hireable.$get({ query: { q } })),
  });
}

/** Every write here refreshes every economy view: balances move together. */
function useWrite<A, R>(fn: (args: A) => Promise<R>) {
  const refresh = useRefreshEconomy();
  return useMutation({ mutationFn: fn, onSuccess: () => void refresh() });
}

export const useRegisterBusiness = () =>
  useWrite((json: RegisterBody) => call(businesses.$post({ json })));

export const useMoveMoney = (businessId: string) =>
  useWrite(({ json, key }: { json: MoneyBody; key: string }) =>
    call(one.money.$post({ param: { businessId }, json }, withKey(key))),
  );

export const useInvite = (businessId: string) =>
  useWrite((json: { civilianId: string; wage: string }) =>
    call(one.employees.$post({ param: { businessId }, json })),
  );

export const useSetWage = (businessId: string) =>
  useWrite(({ employmentId, wage }: { employmentId: string; wage: string }) =>
    call(
      one.employees[':employmentId'].$patch({
        param: { businessId, employmentId },
        json: { wage },
      }),
    ),
  );

export const useRemoveEmployee = (businessId: string) =>
  useWrite((employmentId: string) =>
    call(one.employees[':employmentId'].$delete({ param: { businessId, employmentId } })),
  );

export const useAnswer = () =>
  useWrite(
    ({
      employmentId,
      action,
    }: {
      employmentId: string;
      action: 'accept' | 'decline' | 'leave';
    }) => {
      const route = businesses.employments[':employmentId'];
      const param = { param: { employmentId } };
      if (action === 'accept') return call(route.accept.$post(param));
      if (action === 'decline') return call(route.decline.$post(param));
      return call(route.leave.$post(param));
    },
  );

export const useRunPayroll = (businessId: string) =>
  useWrite((key: string) => call(one.payroll.$post({ param: { businessId } }, withKey(key))));

export const useSchedule = (businessId: string) =>
  useWrite((weekly: boolean) =>
    call(one.schedule.$put({ param: { businessId }, json: { weekly } })),
  );

export const useCreateBusinessItem = (businessId: string) =>
  useWrite((json: ItemBody) => call(one.items.$post({ param: { businessId }, json })));

/** The owner changes a listed item's price or stock, retires it (archived) or restores it. */
export const useUpdateBusinessItem = (businessId: string) =>
  useWrite(({ itemId, json }: { itemId: string; json: ItemChanges }) =>
    call(one.items[':itemId'].$patch({ param: { businessId, itemId }, json })),
  );

/** Staff: the approval setting and every business. */
export function useAllBusinesses() {
  return useQuery({
    queryKey: [...ECONOMY, 'admin', 'businesses'],
    queryFn: () => call(admin.$get()),
  });
}

export const useApprovalSetting = () =>
  useWrite((required: boolean) => call(admin.approval.$put({ json: { required } })));

export const useDecide = () =>
  useWrite(({ businessId, approve }: { businessId: string; approve: boolean }) =>
    call(admin[':businessId'].decision.$post({ param: { businessId }, json: { approve } })),
  );

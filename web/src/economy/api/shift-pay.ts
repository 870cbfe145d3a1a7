import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { ECONOMY } from './keys';

const admin = rpc.api.economy.admin['shift-pay'];
const payAccount = rpc.api.economy['pay-account'];

export type ShiftPaySettings = InferResponseType<typeof admin.$get, 200>;
export type PayAccountChoice = InferResponseType<typeof payAccount.$get, 200>;

const SETTINGS_KEY = [...ECONOMY, 'admin', 'shift-pay'] as const;
const ACCOUNT_KEY = [...ECONOMY, 'pay-account'] as const;

/** Staff: the hourly rates of every department and rank, the daily cap and the limit. */
export function useShiftPaySettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => call(admin.$get()) });
}

/** Staff set the daily cap (cents, null: none) and the forced-close limit (hours). */
export function useSaveShiftSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (json: { dailyCapCents: number | null; forceCloseHours: number }) =>
      call(admin.settings.$put({ json })),
    onSuccess: (data) => client.setQueryData(SETTINGS_KEY, data),
  });
}

/** Staff set (or clear) one department's or rank's hourly pay in cents. */
export function useSaveHourlyPay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      hourlyPayCents,
    }: {
      target: { type: 'department' | 'rank'; id: string };
      hourlyPayCents: number | null;
    }) =>
      call(
        target.type === 'department'
          ? admin.departments[':departmentId'].$put({
              param: { departmentId: target.id },
              json: { hourlyPayCents },
            })
          : admin.ranks[':rankId'].$put({ param: { rankId: target.id }, json: { hourlyPayCents } }),
      ),
    onSuccess: (data) => client.setQueryData(SETTINGS_KEY, data),
  });
}

/** The member's shift pay account, its default and the accounts they may choose. */
export function usePayAccount() {
  return useQuery({ queryKey: ACCOUNT_KEY, queryFn: () => call(payAccount.$get()) });
}

export function useSavePayAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string | null) => call(payAccount.$put({ json: { accountId } })),
    onSuccess: (data) => client.setQueryData(ACCOUNT_KEY, data),
  });
}

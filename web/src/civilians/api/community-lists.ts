import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { editableFields, type CustomFieldTarget, type CustomFieldValue } from '@tenfour/db/browser';
import { call, rpc } from '../../lib/api';

const values = rpc.api.values;

type CommunityValues = InferResponseType<typeof values.$get, 200>;
export type FormList = CommunityValues['lists'][number]['list'];
export type LicenseTypeValue = CommunityValues['licenseTypes'][number];

/**
 * The community's values (docs/values.md), shared with the boards under the same key: open
 * forms ask again every few seconds and on focus, so a value staff add is offered without a
 * reload.
 */
function useValues() {
  return useQuery({
    queryKey: ['values'],
    queryFn: () => call(values.$get()),
    staleTime: 5_000,
    refetchInterval: 15_000,
  });
}

/**
 * What a form offers for `list`, in staff's order: the live values, plus the value the record
 * already holds when it has since been retired (it stays valid where it is).
 */
export function useFormList(list: FormList, current?: string | null): string[] {
  const { data } = useValues();
  const live = (data?.lists ?? [])
    .filter((v) => v.list === list && !v.retired)
    .sort((a, b) => a.position - b.position)
    .map((v) => v.value);
  return current && !live.includes(current) ? [...live, current] : live;
}

/** The license types a civilian can take now, in staff's order. */
export function useLiveLicenseTypes(): LicenseTypeValue[] {
  const { data } = useValues();
  return (data?.licenseTypes ?? [])
    .filter((t) => !t.retired)
    .sort((a, b) => a.position - b.position);
}

/**
 * The license types this member may add to their civilians: those their roles map to on the
 * roles page (`permitted`, from the server) and those whose own Discord role they hold.
 */
export function useGrantableLicenses(permitted: readonly string[], roles: readonly string[]) {
  const types = useLiveLicenseTypes();
  return [
    ...new Set([
      ...permitted,
      ...types
        .filter((t) => t.discordRoleId !== null && roles.includes(t.discordRoleId))
        .map((t) => t.name),
    ]),
  ];
}

const OWNER = new Set(['owner'] as const);

/** The custom fields an owner fills on their own record's form, in staff's order. */
export function useOwnerCustomFields(target: CustomFieldTarget): CustomFieldValue[] {
  const { data } = useValues();
  return editableFields(data?.customFields ?? [], target, OWNER);
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, filled, rpc } from '../lib/api';

// The forms' calls through the typed client (docs/forms.md): staff's definitions, the forms a
// member may file, and the filed reports.
const admin = rpc.api.admin.forms;
const adminOne = admin[':id'];
const forms = rpc.api.forms;

export type AdminForm = InferResponseType<typeof admin.$get, 200>['forms'][number];
export type FormInput = InferRequestType<typeof admin.$post>['json'];
export type FormDefinition = AdminForm['definition'];
export type FormField = FormDefinition['sections'][number]['fields'][number];
export type PublishInput = InferRequestType<(typeof adminOne)['publish']['$post']>['json'];
export type OfferedForm = InferResponseType<typeof forms.$get, 200>['forms'][number];
export type ReportSummary = InferResponseType<typeof forms.reports.$get, 200>['reports'][number];
export type Report = InferResponseType<(typeof forms.reports)[':id']['$get'], 200>['report'];
export type ReportFilter = {
  formId?: string;
  q?: string;
  from?: string;
  to?: string;
  civilianId?: string;
  filer?: string;
};

const ADMIN_FORMS = ['admin', 'forms'] as const;
const OFFERED = ['forms', 'offered'] as const;
const REPORTS = ['forms', 'reports'] as const;

export function useAdminForms() {
  return useQuery({ queryKey: ADMIN_FORMS, queryFn: () => call(admin.$get()) });
}

/** Every staff write, then the staff list and the members' list read again. */
export function useAdminFormActions() {
  const queryClient = useQueryClient();
  const after =
    <A extends unknown[], R>(action: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await action(...args);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_FORMS }),
        queryClient.invalidateQueries({ queryKey: OFFERED }),
      ]);
      return result;
    };
  return {
    create: after((json: FormInput) => call(admin.$post({ json }))),
    update: after((id: string, json: Partial<FormInput>) =>
      call(adminOne.$patch({ param: { id }, json })),
    ),
    publish: after((id: string, json: PublishInput) =>
      call(adminOne.publish.$post({ param: { id }, json })),
    ),
    retire: after((id: string) => call(adminOne.retire.$post({ param: { id } }))),
    remove: after((id: string) => call(adminOne.$delete({ param: { id } }))),
  };
}

/**
 * The forms published to the member's department or service. Asked again every few seconds
 * and on focus, as the community values are, so a form staff publish or retire shows up on an
 * open list; a form being filled is left as it was opened (the server checks the filing).
 */
export function useOfferedForms() {
  return useQuery({
    queryKey: OFFERED,
    queryFn: () => call(forms.$get()),
    staleTime: 5_000,
    refetchInterval: 15_000,
  });
}

export function useOfferedForm(id: string) {
  return useQuery({
    queryKey: [...OFFERED, id],
    queryFn: () => call(forms[':id'].$get({ param: { id } })),
    retry: false,
  });
}

export function useFileForm() {
  const queryClient = useQueryClient();
  return async (id: string, values: Record<string, unknown>) => {
    const result = await call(forms[':id'].file.$post({ param: { id }, json: { values } }));
    await queryClient.invalidateQueries({ queryKey: REPORTS });
    return result;
  };
}

export function useReports(filter: ReportFilter, enabled = true) {
  return useQuery({
    queryKey: [...REPORTS, filter],
    queryFn: () => call(forms.reports.$get({ query: filled(filter) })),
    enabled,
  });
}

export function useReport(id: string) {
  return useQuery({
    queryKey: [...REPORTS, 'one', id],
    queryFn: () => call(forms.reports[':id'].$get({ param: { id } })),
    retry: false,
  });
}

export const suggestOfficers = (q: string) =>
  call(forms.officers.$get({ query: { q } })).then((r) => r.items);

/** Civilians by name: the officers' search, or fire/rescue's for a member without it. */
export async function suggestCivilians(q: string, police: boolean) {
  const items = police
    ? (await call(rpc.api.search.names.$get({ query: { q } }))).items
    : (await call(rpc.api.safr.search.names.$get({ query: { q } }))).items;
  return items.map((c) => ({ key: c._id, label: c.name, detail: c.dateOfBirth }));
}

/** Vehicles by plate or VIN, as the officers' search finds them. */
export async function suggestVehicles(q: string) {
  const { items } = await call(rpc.api.search.vehicles.$get({ query: { q } }));
  return items.map((v) => ({ key: v._id, label: v.plate, detail: `${v.make} ${v.model}` }));
}

/** The penal code's active offenses: a charges field offers these. */
export function usePenalCodeChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['penal-codes', 'active'],
    queryFn: () => call(rpc.api['penal-codes'].$get({ query: {} })),
    enabled,
  });
}

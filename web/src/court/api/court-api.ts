import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, filled, rpc } from '../../lib/api';
import { pdfLanguage } from '../../lib/pdf-language';

// The court's calls (docs/court.md), one hook each, through the typed client.

const court = rpc.api.court;
const cases = court.cases;

export type CourtCaseSummary = InferResponseType<typeof cases.$get, 200>['cases'][number];
export type CourtCase = InferResponseType<(typeof cases)[':id']['$get'], 200>['case'];
export type Charge = CourtCase['charges'][number];
export type Ruling = NonNullable<Charge['ruling']>;
export type RulingInput = InferRequestType<(typeof cases)[':id']['rulings']['$post']>['json'];

export type DocketFilters = {
  status?: 'open' | 'closed' | 'all' | undefined;
  q?: string | undefined;
  scheduled?: 'true' | 'false' | undefined;
};

/**
 * GET /api/court/cases/:id/pdf: the case as a PDF, for its judges and its civilian's owner. A
 * link, not a fetch: the browser downloads it with the session's cookie.
 */
export const casePdfUrl = (id: string, language: string) =>
  cases[':id'].pdf.$path({ param: { id }, query: pdfLanguage(language) });

export const COURT = ['court'] as const;
const DOCKET = [...COURT, 'docket'] as const;
const caseKey = (id: string) => [...COURT, 'case', id] as const;
export const civilianCasesKey = (civilianId: string) => [...COURT, 'civilian', civilianId] as const;

/** The judges' docket, filtered as the server allows (status, text, hearing scheduled). */
export function useDocket(filters: DocketFilters) {
  return useQuery({
    queryKey: [...DOCKET, filters],
    queryFn: () => call(cases.$get({ query: filled(filters) })),
  });
}

export function useCourtCase(id: string) {
  return useQuery({
    queryKey: caseKey(id),
    queryFn: async () => (await call(cases[':id'].$get({ param: { id } }))).case,
  });
}

/**
 * A judge's write on a case: each answers with the case as it now stands, which replaces the
 * cached one; the docket (hearing times, open or closed) refreshes.
 */
function useCaseWrite<I, R extends { case: CourtCase }>(
  id: string,
  send: (input: I) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (res) => {
      queryClient.setQueryData(caseKey(id), res.case);
      void queryClient.invalidateQueries({ queryKey: DOCKET });
    },
  });
}

/** Schedules the hearing, or moves it; `startsAt` is an ISO instant. */
export function useScheduleHearing(id: string) {
  return useCaseWrite(id, (startsAt: string) =>
    call(cases[':id'].hearings.$post({ param: { id }, json: { startsAt } })),
  );
}

export function useAddEntry(id: string) {
  return useCaseWrite(id, (body: string) =>
    call(cases[':id'].entries.$post({ param: { id }, json: { body } })),
  );
}

export function useRuleOnCharge(id: string) {
  return useCaseWrite(id, (json: RulingInput) =>
    call(cases[':id'].rulings.$post({ param: { id }, json })),
  );
}

/** The civilian's cases, for its owner: the Court tab and the records' "Contested" marks. */
export function useCivilianCases(civilianId: string) {
  return useQuery({
    queryKey: civilianCasesKey(civilianId),
    queryFn: async () =>
      (await call(court.civilian[':civilianId'].$get({ param: { civilianId } }))).cases,
  });
}

/** How many days after filing a fine may be contested (staff's setting). */
export function useCourtSettings() {
  return useQuery({ queryKey: [...COURT, 'settings'], queryFn: () => call(court.settings.$get()) });
}

/** Contests a record's fine with the civilian's statement. */
export function useContestFine(civilianId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { recordId: string; statement: string }) =>
      call(court.contests.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: civilianCasesKey(civilianId) }),
  });
}

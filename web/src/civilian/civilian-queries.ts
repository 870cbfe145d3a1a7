import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { civilianApi } from './civilian-api';
import type { Civilian } from './civilian-types';

/**
 * Every cached view of the member's own civilians starts with this (the sidebar's pages,
 * onboarding's "any yet?"), so one write refreshes them all.
 */
export const CIVILIANS = ['civilians'] as const;

/**
 * Whether the member has a civilian yet, from a one-row page; `null` until known. Spec: a
 * failed list counts as none, so the creation prompt shows.
 */
export function useHasCivilians(): { hasCivilians: boolean | null; reload(): Promise<void> } {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...CIVILIANS, 'any'],
    queryFn: async () => (await civilianApi.list(undefined, 1)).civilians.length > 0,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load civilians', error);
  }, [error]);
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: CIVILIANS }),
    [queryClient],
  );
  return { hasCivilians: query.data ?? (query.isError ? false : null), reload };
}

/**
 * Every one of the member's civilians, for pickers (registering an officer or a fire/rescue
 * profile): the dashboard's list shows a page at a time, a picker must offer them all.
 * `null` until read; a failed read is logged and offers none.
 */
export function useAllCivilians(): Civilian[] | null {
  const query = useQuery({ queryKey: [...CIVILIANS, 'all'], queryFn: civilianApi.all });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load civilians', error);
  }, [error]);
  return query.data ?? (query.isError ? [] : null);
}

/** One of a civilian's lists, logged and shown empty when it fails (spec section 8). */
function useCivilianList<T>(civilianId: string, part: string, load: () => Promise<T[]>) {
  const query = useQuery({ queryKey: [...CIVILIANS, civilianId, part], queryFn: load });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(`Failed to load ${part}`, error);
  }, [error, part]);
  return query.data ?? (query.isError ? [] : null);
}

/**
 * A civilian's vehicles, weapons, medical records and DMV results; each `load…` refreshes
 * that list after a change.
 */
export function useCivilianRecords(civilianId: string) {
  const queryClient = useQueryClient();
  const vehicles = useCivilianList(
    civilianId,
    'vehicles',
    async () => (await civilianApi.vehicles(civilianId)).vehicles,
  );
  const weapons = useCivilianList(
    civilianId,
    'weapons',
    async () => (await civilianApi.weapons(civilianId)).weapons,
  );
  const medical = useCivilianList(
    civilianId,
    'medical records',
    async () => (await civilianApi.medicalRecords(civilianId)).records,
  );
  const dmv = useCivilianList(
    civilianId,
    'DMV test results',
    async () => (await civilianApi.dmvResults(civilianId)).results,
  );
  const refresh = (part: string) => () =>
    queryClient.invalidateQueries({ queryKey: [...CIVILIANS, civilianId, part] });
  return {
    vehicles,
    weapons,
    medical,
    dmv: dmv ?? [],
    loadVehicles: refresh('vehicles'),
    loadWeapons: refresh('weapons'),
    loadMedical: refresh('medical records'),
    loadDmv: refresh('DMV test results'),
  };
}

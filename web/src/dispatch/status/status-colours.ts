import { useCallback, useMemo } from 'react';
import { useCommunityValues } from '../api/community-values';

/** A status's colour lookup: by the unit's service and the status's code. */
export type StatusColours = (service: string, code: string) => string | undefined;

/**
 * The colours staff gave each unit status, so every list, chip and menu that shows a status
 * shows it in the same colour. A status staff removed since has none and shows plain.
 */
export function useStatusColours(): StatusColours {
  const { data } = useCommunityValues();
  const colours = useMemo(
    () => new Map((data?.statuses ?? []).map((s) => [`${s.service} ${s.code}`, s.colour])),
    [data],
  );
  return useCallback((service, code) => colours.get(`${service} ${code}`), [colours]);
}

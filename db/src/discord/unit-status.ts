import { SAFR_UNIT_STATUSES, UNIT_STATUSES } from '../dispatch/constants';
import type { DiscordT, DiscordTextKey } from './text';

type StatusLabel = (typeof UNIT_STATUSES | typeof SAFR_UNIT_STATUSES)[number]['label'];

const LABEL_KEY: Record<StatusLabel, DiscordTextKey> = {
  'In Service': 'unitStatus.inService',
  'Out of Service': 'unitStatus.outOfService',
  'Busy / Unavailable': 'unitStatus.busy',
  'Traffic Stop': 'unitStatus.trafficStop',
  'Beginning of Tour': 'unitStatus.beginningOfTour',
  'End of Tour': 'unitStatus.endOfTour',
  'Running Radar': 'unitStatus.runningRadar',
  Available: 'unitStatus.available',
  'En Route': 'unitStatus.enRoute',
  'On Scene': 'unitStatus.onScene',
  Transporting: 'unitStatus.transporting',
  'At Hospital': 'unitStatus.atHospital',
};

/** What a status code means, in the reader's language ("Einsatzbereit"); undefined when unknown. */
export function unitStatusMeaning(code: string, t: DiscordT): string | undefined {
  const label = [...UNIT_STATUSES, ...SAFR_UNIT_STATUSES].find((s) => s.code === code)?.label;
  return label && t(LABEL_KEY[label]);
}

/**
 * A unit's status as its screen shows it, in the reader's language: the code with what it
 * means ("10-8 (In Service)", "10-8 (Einsatzbereit)"); a status that is its own label
 * (fire/rescue's "Available") is the label alone ("Available", "Einsatzbereit"). A code the
 * product does not know is shown as it is.
 */
export function unitStatusText(code: string, t: DiscordT): string {
  const meaning = unitStatusMeaning(code, t);
  if (meaning === undefined) return code;
  return SAFR_UNIT_STATUSES.some((s) => s.code === code) ? meaning : `${code} (${meaning})`;
}

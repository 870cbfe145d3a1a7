// The community's unit statuses and the rules the CAD draws from their meanings. Pure data and
// functions (type imports only), so the API, the bot and the web app apply the same rules.
import type { UnitService } from '../schema/fire-rescue';
import type { StatusMeaning } from '../schema/values';

export type { StatusMeaning };

/** What a status can mean to the CAD, in the order the staff page lists them. */
export const STATUS_MEANINGS = [
  'available',
  'busy',
  'enroute',
  'onscene',
  'offduty',
  'panic',
] as const satisfies readonly StatusMeaning[];

/** One unit status as the community defines it. */
export interface UnitStatusValue {
  id: string;
  service: UnitService;
  code: string;
  label: string;
  colour: string;
  meaning: StatusMeaning;
  position: number;
  retired: boolean;
}

/** Bounds shared by the API's validation, the database's CHECKs and the staff page. */
export const STATUS_LIMITS = { code: 20, label: 40, perService: 40 } as const;
export const COLOUR_PATTERN = /^#[0-9a-f]{6}$/;

/** What the CAD does with a service's statuses, worked out from their meanings. */
export interface StatusRules {
  /** The statuses units can choose, in order (retired ones left out). */
  statuses: UnitStatusValue[];
  /** Choosing one of these starts a tour (docs/unit-state.md); `offduty` ones end it. */
  clockIn: string[];
  clockOut: string[];
  /** Shown when a tour starts or ends without a status being chosen. */
  onDutyStatus: string;
  offDutyStatus: string;
  /** What an assignment DM's En Route, On Scene and Clear buttons set. */
  response: { enroute: string; onscene: string; clear: string };
}

const codesMeaning = (statuses: UnitStatusValue[], meaning: StatusMeaning) =>
  statuses.filter((s) => s.meaning === meaning).map((s) => s.code);

/**
 * A service's rules from its statuses. A service always keeps at least one available and one
 * off-duty status (staff cannot retire the last), so the tour can always start and end; a
 * service without an en-route or on-scene status shows its units busy on the call instead.
 */
export function statusRules(all: readonly UnitStatusValue[], service: UnitService): StatusRules {
  const statuses = all
    .filter((s) => s.service === service && !s.retired)
    .sort((a, b) => a.position - b.position);
  const clockIn = codesMeaning(statuses, 'available');
  const clockOut = codesMeaning(statuses, 'offduty');
  const busy = codesMeaning(statuses, 'busy')[0];
  const onDutyStatus = clockIn[0] ?? '';
  const first = (meaning: StatusMeaning) =>
    codesMeaning(statuses, meaning)[0] ?? busy ?? onDutyStatus;
  return {
    statuses,
    clockIn,
    clockOut,
    onDutyStatus,
    offDutyStatus: clockOut[0] ?? '',
    response: { enroute: first('enroute'), onscene: first('onscene'), clear: onDutyStatus },
  };
}

/** A status as the boards show it (the code's own status of that service, retired or not). */
export function findStatus(
  all: readonly UnitStatusValue[],
  service: UnitService,
  code: string,
): UnitStatusValue | undefined {
  const own = all.filter((s) => s.service === service && s.code === code);
  return own.find((s) => !s.retired) ?? own[0];
}

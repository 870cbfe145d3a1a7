import type { Generated } from 'kysely';
import type { UnitService } from './fire-rescue';

/** What a unit status means to the CAD, whatever its code or label says. */
export type StatusMeaning = 'available' | 'busy' | 'enroute' | 'onscene' | 'offduty' | 'panic';

/** A unit status of a service, as the community defines it (migration 0027). */
export interface UnitStatusesTable {
  id: Generated<string>;
  service: UnitService;
  code: string;
  label: string;
  colour: string;
  meaning: StatusMeaning;
  position: number;
  retired_at: Date | null;
  created_at: Generated<Date>;
}

export interface ValuesTables {
  unit_statuses: UnitStatusesTable;
}

import type { Generated } from 'kysely';
import type { CallService, UnitService } from './fire-rescue';

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

/** A call type as the community defines it (migration 0034). */
export interface CallTypesTable {
  id: Generated<string>;
  name: string;
  /** 1 (most urgent) to 3: what a call of this type starts with when nobody says. */
  priority: number;
  services: CallService[];
  position: number;
  retired_at: Date | null;
  created_at: Generated<Date>;
}

export interface ValuesTables {
  unit_statuses: UnitStatusesTable;
  call_types: CallTypesTable;
}

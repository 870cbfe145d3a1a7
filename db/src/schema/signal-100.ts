import type { Generated } from 'kysely';
import type { UnitService } from './fire-rescue';

/** One Signal 100 of a department (migration 0038): held while `lifted_at` is null. */
export interface Signal100Table {
  id: Generated<string>;
  department: string;
  reason: string;
  set_by_discord_id: string;
  /** How the setter signed: "Dispatch (Xbox)" or the supervisor's profile. */
  set_by: string;
  set_at: Date;
  lifted_by_discord_id: string | null;
  lifted_by: string | null;
  lifted_at: Date | null;
}

export type ToneTargetKind = 'all' | 'department' | 'service' | 'unit';

/** A tone a dispatcher sent (migration 0038), the dispatch log's entries. */
export interface DispatchTonesTable {
  id: Generated<string>;
  seq: Generated<number>;
  target: ToneTargetKind;
  department: string | null;
  service: UnitService | null;
  unit_id: string | null;
  unit_callsign: string | null;
  call_id: string | null;
  message: string;
  sent_by_discord_id: string;
  sent_by: string;
  sent_at: Date;
}

export interface Signal100Tables {
  signal_100: Signal100Table;
  dispatch_tones: DispatchTonesTable;
}

import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Who started a call: a unit, a civilian's 911 call, or a dispatcher. */
export type CallSource = 'unit' | '911' | 'dispatch';

/** Columns migration 0012 adds to `calls` (schema/dispatch.ts); schema.ts merges them in. */
export interface Call911Columns {
  /** 1 (most urgent) to 3; set by dispatchers. */
  priority: Generated<number>;
  source: Generated<CallSource>;
  caller_discord_id: string | null;
  caller_civilian_id: string | null;
  /** The caller's civilian as named when they called. */
  caller_name: string | null;
  /** The dispatcher who took the call, when one did. */
  dispatcher_discord_id: string | null;
}

/** Columns migration 0012 adds to `vehicles`. */
export interface VehicleStolenColumns {
  stolen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  stolen_bolo_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The append-only timeline of a call (a trigger refuses edits and deletes). */
export interface CallNotesTable {
  id: Generated<string>;
  seq: Generated<string>;
  call_id: string;
  author_discord_id: string | null;
  author_callsign: string;
  author_name: string;
  text: string;
  created_at: Timestamp;
}

/** Tables and columns added by the 911 and dispatcher migration (0012). */
export interface Dispatch911Tables {
  calls: Call911Columns;
  vehicles: VehicleStolenColumns;
  call_notes: CallNotesTable;
}

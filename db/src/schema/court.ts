import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type CourtCaseStatus = 'open' | 'closed';
export type CourtEntryKind = 'contest' | 'hearing' | 'note' | 'ruling' | 'closed';
export type RulingOutcome = 'upheld' | 'reduced' | 'dismissed';

export interface CourtCasesTable {
  id: Generated<string>;
  record_id: string;
  civilian_id: string;
  contested_by: string;
  statement: string;
  original_fine_cents: number;
  status: ColumnType<CourtCaseStatus, CourtCaseStatus | undefined, CourtCaseStatus>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  closed_at: Date | null;
}

export interface CourtHearingsTable {
  id: Generated<string>;
  case_id: string;
  starts_at: Date;
  judge_discord_id: string;
  reminder_outbox_ids: JSONColumnType<number[], string | undefined, string>;
  cancelled_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CourtEntriesTable {
  id: Generated<number>;
  case_id: string;
  kind: CourtEntryKind;
  author_discord_id: string | null;
  author_name: string;
  body: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CourtRulingsTable {
  id: Generated<string>;
  case_id: string;
  charge_index: number;
  charge_title: string;
  outcome: RulingOutcome;
  original_fine_cents: number;
  original_jail_minutes: number;
  fine_cents: number;
  jail_minutes: number;
  refunded_cents: number;
  reason: string;
  judge_discord_id: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** The column migration 0028 adds to `community_settings`; schema.ts merges it in. */
export interface CommunityCourtColumns {
  /** Days after a record is filed during which its fine may be contested. */
  contest_window_days: ColumnType<number, number | undefined, number>;
}

/** Tables and columns added by the court migration (0028). */
export interface CourtTables {
  court_cases: CourtCasesTable;
  court_hearings: CourtHearingsTable;
  court_entries: CourtEntriesTable;
  court_rulings: CourtRulingsTable;
  community_settings: CommunityCourtColumns;
}

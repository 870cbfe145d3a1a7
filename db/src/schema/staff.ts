import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Columns migration 0011 adds to `users` (schema/auth.ts); schema.ts merges them in. */
export interface UsersSignInColumns {
  first_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Set when staff ended the session (a suspension); the row stays only to say why. */
export interface SessionsEndColumns {
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Set when staff approved an expungement: the record is hidden and its fine no longer due. */
export interface RecordsExpungementColumns {
  expunged_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface MemberSuspensionsTable {
  id: Generated<string>;
  discord_id: string;
  reason: string;
  starts_at: Date;
  /** NULL: until lifted. */
  ends_at: Date | null;
  suspended_by: string;
  lifted_at: Date | null;
  lifted_by: string | null;
  lift_note: string | null;
}

export type ExpungementStatus = 'pending' | 'approved' | 'denied';

export interface ExpungementRequestsTable {
  id: Generated<string>;
  record_id: string;
  civilian_id: string;
  requested_by: string;
  reason: string;
  status: ColumnType<ExpungementStatus, ExpungementStatus | undefined, ExpungementStatus>;
  decided_by: string | null;
  decided_at: Date | null;
  decision_note: string | null;
  created_at: Date;
}

type JsonObject = Record<string, unknown>;

export interface AuditLogTable {
  id: Generated<number>;
  at: Date;
  actor_discord_id: string | null;
  actor_name: string | null;
  actor_profile: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string;
  before: JSONColumnType<JsonObject | null, string | null, string | null>;
  after: JSONColumnType<JsonObject | null, string | null, string | null>;
}

/** Tables and columns added by the staff console's migration (0011). */
export interface StaffTables {
  users: UsersSignInColumns;
  sessions: SessionsEndColumns;
  records: RecordsExpungementColumns;
  member_suspensions: MemberSuspensionsTable;
  expungement_requests: ExpungementRequestsTable;
  audit_log: AuditLogTable;
}

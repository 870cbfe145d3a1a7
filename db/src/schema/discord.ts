/**
 * Columns migration 0007 adds to the core `outbox` table (see schema/core.ts); the
 * intersection in schema.ts merges them into one row type.
 */
export interface OutboxDeliveryColumns {
  /** While in the future, the row is being delivered by the worker holding `claim_token`. */
  locked_until: Date | null;
  claim_token: string | null;
  failed_at: Date | null;
}

/** The /911 interaction a call answered (migration 0016), to edit its private reply. */
export interface DiscordCallRepliesTable {
  call_id: string;
  application_id: string;
  interaction_token: string;
  created_at: Date;
  /** The language the caller used (migration 0025); NULL before it was kept. */
  language: string | null;
}

export interface DiscordTables {
  outbox: OutboxDeliveryColumns;
  discord_call_replies: DiscordCallRepliesTable;
}

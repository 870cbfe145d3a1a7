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

export interface DiscordTables {
  outbox: OutboxDeliveryColumns;
}

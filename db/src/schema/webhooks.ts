import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** An HTTPS endpoint staff registered for CAD events (migration 0031). */
export interface WebhookEndpointsTable {
  id: Generated<string>;
  url: string;
  description: Generated<string>;
  events: string[];
  /** `whsec_` + base64 of the key bytes (Standard Webhooks). */
  secret: string;
  enabled: Generated<boolean>;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
}

/** The sounds the web can play (docs/alerts.md); migration 0038 checks the same list. */
export const ALERT_KINDS = [
  'call.new',
  'call.911',
  'assigned',
  'call.note',
  'panic',
  'bolo',
  'signal100',
  'tone',
] as const;

export type AlertKind = (typeof ALERT_KINDS)[number];

export interface MemberAlertSettingsTable {
  discord_id: string;
  volume: number;
  enabled_kinds: AlertKind[];
  updated_at: Date;
}

export interface AlertTables {
  member_alert_settings: MemberAlertSettingsTable;
}

import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { ALERT_KINDS, type AlertKind } from '../schema/alerts';

export { ALERT_KINDS, type AlertKind } from '../schema/alerts';

/** A member's browser alert settings, as the API answers them. */
export interface AlertSettings {
  volume: number;
  enabledKinds: AlertKind[];
}

/** What a member who has never saved hears: every kind, at the column's default volume. */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  volume: 70,
  enabledKinds: [...ALERT_KINDS],
};

/** Keeps the catalogue's order, so a saved set compares equal however the browser sent it. */
function ordered(kinds: readonly AlertKind[]): AlertKind[] {
  return ALERT_KINDS.filter((kind) => kinds.includes(kind));
}

export async function getAlertSettings(
  db: Kysely<Database>,
  discordId: string,
): Promise<AlertSettings> {
  const row = await db
    .selectFrom('member_alert_settings')
    .select(['volume', 'enabled_kinds'])
    .where('discord_id', '=', discordId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_ALERT_SETTINGS, enabledKinds: [...ALERT_KINDS] };
  return { volume: row.volume, enabledKinds: ordered(row.enabled_kinds) };
}

/** Replaces the member's settings whole (one row per member, written on the first save). */
export async function saveAlertSettings(
  db: Kysely<Database>,
  discordId: string,
  settings: AlertSettings,
  now: Date,
): Promise<AlertSettings> {
  const values = {
    volume: settings.volume,
    enabled_kinds: ordered(settings.enabledKinds),
    updated_at: now,
  };
  const row = await db
    .insertInto('member_alert_settings')
    .values({ discord_id: discordId, ...values })
    .onConflict((oc) => oc.column('discord_id').doUpdateSet(values))
    .returning(['volume', 'enabled_kinds'])
    .executeTakeFirstOrThrow();
  return { volume: row.volume, enabledKinds: ordered(row.enabled_kinds) };
}

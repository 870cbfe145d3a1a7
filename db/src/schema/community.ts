import type { ColumnType, Generated } from 'kysely';
import type { Language } from '../auth/languages';

/** The column migration 0021 adds to `users` (schema/auth.ts); schema.ts merges it in. */
export interface UsersLocaleColumns {
  /** The member's chosen language; NULL until they choose one. */
  locale: ColumnType<Language | null, Language | null | undefined, Language | null>;
}

/** The community's settings: exactly one row (its `id` is always true). */
export interface CommunitySettingsTable {
  id: Generated<boolean>;
  default_language: ColumnType<Language, Language | undefined, Language>;
  updated_at: Generated<Date>;
  /** The staff member who last changed a setting; NULL: never changed. */
  updated_by: string | null;
  /** The webhook environment variables filled the seeded departments once (migration 0023). */
  department_webhooks_seeded: Generated<boolean>;
}

/** Tables and columns added by the languages migration (0021). */
export interface CommunityTables {
  users: UsersLocaleColumns;
  community_settings: CommunitySettingsTable;
}

/** Tables added by migrations of this area (none yet). */
export type DiscordTables = Record<never, never>;

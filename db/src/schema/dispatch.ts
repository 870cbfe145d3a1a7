/** Tables added by migrations of this area (none yet). */
export type DispatchTables = Record<never, never>;

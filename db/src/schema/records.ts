/** Tables added by migrations of this area (none yet). */
export type RecordsTables = Record<never, never>;

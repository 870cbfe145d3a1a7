/** Tables added by migrations of this area (none yet). */
export type CivilianRecordsTables = Record<never, never>;

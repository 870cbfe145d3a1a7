/** Tables added by migrations of this area (none yet). */
export type BankTables = Record<never, never>;

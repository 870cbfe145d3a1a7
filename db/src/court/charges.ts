import type { ChargedOffense } from '../schema/records';

/** One charge of a record as the court rules on it. */
export interface Charge {
  index: number;
  title: string;
  fineCents: number;
  jailMinutes: number;
}

/**
 * A record's charges: its offenses, or, for a record filed with a fine but no itemised
 * offenses, the record itself as its one charge (so every fine can be ruled on).
 */
export function chargesOf(record: {
  offenses: ChargedOffense[];
  reason: string;
  fine_cents: number;
  jail_minutes: number;
}): Charge[] {
  if (record.offenses.length === 0) {
    return [
      {
        index: 0,
        title: record.reason,
        fineCents: record.fine_cents,
        jailMinutes: record.jail_minutes,
      },
    ];
  }
  return record.offenses.map((o, index) => ({
    index,
    title: o.title,
    fineCents: o.fineCents,
    jailMinutes: o.jailMinutes,
  }));
}

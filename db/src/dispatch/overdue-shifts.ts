import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { shiftPaySettings } from '../economy/shift-pay';
import { closeOverdueShift } from './units';

/** How often the API process looks for shifts open past the community's limit. */
export const OVERDUE_SHIFTS_INTERVAL_MS = 60_000;

/**
 * Closes every tour open longer than the community's limit, at the limit, paid up to it
 * (docs/economy.md). Each in its own transaction under its department's lock, so one refusal
 * leaves the others closed; running it in several processes at once closes each tour once
 * (only the change that ends a tour pays it). Answers how many it closed.
 */
export async function closeOverdueShifts(db: Kysely<Database>, now: Date): Promise<number> {
  const pay = await shiftPaySettings(db).get();
  const limit = new Date(now.getTime() - pay.forceCloseHours * 3_600_000);
  const overdue = await db
    .selectFrom('clock_sessions as s')
    .innerJoin('officers as o', 'o.id', 's.officer_id')
    .selectAll('o')
    .where('s.ended_at', 'is', null)
    .where('s.started_at', '<=', limit)
    .orderBy('s.started_at')
    .limit(100)
    .execute();
  let closed = 0;
  for (const officer of overdue) {
    if (await closeOverdueShift(db, officer, pay, now)) closed += 1;
  }
  return closed;
}

/** Runs closeOverdueShifts now and every minute; answers the function that stops it. */
export function startOverdueShifts(
  db: Kysely<Database>,
  now: () => Date,
  onError: (err: unknown) => void = (err) => console.warn('Closing overdue shifts failed:', err),
): () => void {
  const run = () => {
    closeOverdueShifts(db, now()).catch(onError);
  };
  run();
  const timer = setInterval(run, OVERDUE_SHIFTS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
